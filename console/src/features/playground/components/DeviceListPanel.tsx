import { Badge, Box, Button, Heading, HStack, Table } from '@chakra-ui/react';
import {
  isPlaygroundDeviceSelectable,
  PLAYGROUND_LABELS,
  PLAYGROUND_SIDE_PANEL_WIDTH_PX,
  type PlaygroundConnectionStatus,
  type PlaygroundDevice,
  playgroundConnectionStatus,
} from '@oak/shared';

const STATUS_PALETTE: Record<PlaygroundConnectionStatus, string> = {
  offline: 'gray',
  online: 'blue',
  connected: 'green',
};

export function ConnectionStatusBadge({ device }: { device: PlaygroundDevice }) {
  const status = playgroundConnectionStatus(device.status);
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} data-status={status}>
      {PLAYGROUND_LABELS.connectionStatus[status]}
    </Badge>
  );
}

/**
 * The 400 px side panel: the company's devices with their status; only online
 * ones can be picked (doc 2 §2). Refresh reads their status and location again
 * now (doc 2 §4 'on demand').
 */
export function DeviceListPanel({
  devices,
  selectedDsn,
  onSelect,
  onRefresh,
  refreshing = false,
}: {
  devices: readonly PlaygroundDevice[];
  selectedDsn: string | null;
  onSelect: (device: PlaygroundDevice) => void;
  onRefresh?: () => void;
  refreshing?: boolean;
}) {
  return (
    <Box as="aside" w={`${PLAYGROUND_SIDE_PANEL_WIDTH_PX}px`} flexShrink={0} borderEndWidth="1px" pe="4">
      <HStack justify="space-between" mb="2">
        <Heading size="sm">{PLAYGROUND_LABELS.deviceList.title}</Heading>
        {onRefresh && (
          <Button size="xs" variant="outline" onClick={onRefresh} loading={refreshing}>
            {PLAYGROUND_LABELS.buttons.refresh}
          </Button>
        )}
      </HStack>
      <Table.Root size="sm" aria-label={PLAYGROUND_LABELS.deviceList.title}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{PLAYGROUND_LABELS.deviceList.name}</Table.ColumnHeader>
            <Table.ColumnHeader>{PLAYGROUND_LABELS.deviceList.status}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {devices.map((device) => {
            const selectable = isPlaygroundDeviceSelectable(device);
            const selected = device.dsn === selectedDsn;
            return (
              <Table.Row
                key={device.dsn}
                aria-selected={selected}
                aria-disabled={!selectable}
                data-dsn={device.dsn}
                cursor={selectable ? 'pointer' : 'not-allowed'}
                // Muted, not faded: a faded row's status badge fell under WCAG AA's 4.5:1 (axe: color-contrast).
                color={selectable ? undefined : 'fg.muted'}
                bg={selected ? 'bg.emphasized' : undefined}
                onClick={() => selectable && onSelect(device)}
              >
                <Table.Cell>{device.name}</Table.Cell>
                <Table.Cell>
                  <ConnectionStatusBadge device={device} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
