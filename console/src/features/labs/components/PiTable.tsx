import { RadioGroup, Table, Text } from '@chakra-ui/react';
import { LABS_SCREEN, LABS_SCREEN_TEXTS, type Lab, type Pi, type PiClientStatus } from '@oak/shared';
import { PiStatusCell } from './PiStatusCell';
import { TableScrollArea } from '../../../components/tables/TableScrollArea';

/** A lab's Pis, one selectable at a time, with their status (doc 2 §2 'single-select table'). */
export function PiTable({
  lab,
  pis,
  selectedId,
  onSelect,
  statusOf,
  errorOf,
}: {
  lab: Lab;
  pis: readonly Pi[];
  selectedId: string | undefined;
  onSelect: (piId: string) => void;
  statusOf: (piId: string) => PiClientStatus;
  errorOf: (piId: string, control: 'ping' | 'stop' | 'update') => string | undefined;
}) {
  const name = LABS_SCREEN_TEXTS.pisTable(lab.name);
  return (
    <RadioGroup.Root
      value={selectedId ?? null}
      onValueChange={({ value }) => value && onSelect(value)}
      colorPalette="brand"
      size="sm"
      aria-label={name}
    >
      <TableScrollArea label={name} borderWidth="1px" rounded="l2">
        <Table.Root size="sm" interactive aria-label={name}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader w="10" />
              <Table.ColumnHeader w="40%">{LABS_SCREEN.columns.piName}</Table.ColumnHeader>
              <Table.ColumnHeader>{LABS_SCREEN.columns.status}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {pis.map((pi) => {
              const selected = pi.id === selectedId;
              return (
                <Table.Row
                  key={pi.id}
                  cursor="pointer"
                  data-selected={selected ? '' : undefined}
                  bg={selected ? 'brand.subtle' : undefined}
                  onClick={() => onSelect(pi.id)}
                >
                  <Table.Cell>
                    <RadioGroup.Item value={pi.id} display="flex">
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText srOnly>{pi.name}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  </Table.Cell>
                  <Table.Cell>
                    <Text fontWeight="medium">{pi.name}</Text>
                    {pi.thingName !== pi.name && (
                      <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                        {pi.thingName}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <PiStatusCell
                      status={statusOf(pi.id)}
                      controllerState={pi.controllerState}
                      errorOf={(control) => errorOf(pi.id, control)}
                    />
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </TableScrollArea>
    </RadioGroup.Root>
  );
}
