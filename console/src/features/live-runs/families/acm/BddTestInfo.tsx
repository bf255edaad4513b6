import {
  Badge,
  Box,
  Button,
  HStack,
  Heading,
  Link,
  NativeSelect,
  RadioGroup,
  Spinner,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import {
  BDD_MESSAGES,
  BDD_SCENARIO_COLUMNS,
  BDD_SCENARIO_PAGE_SIZE,
  BDD_SCENARIO_PAGE_SIZE_CHOICES,
  BDD_STATEMENT_COLUMNS,
  BDD_VIEW_TEXTS,
  type BddScenario,
  type BddScenarioTone,
  bddPageCount,
  bddPageItems,
  bddPageOf,
  bddReportItems,
  bddRunView,
  bddScenarioTone,
  bddSelectedScenario,
  bddStatementTone,
  parseBddScenarios,
} from '@oak/shared';
import { useId, useMemo, useState } from 'react';
import { Pager } from '../../../../components/pager/Pager';
import { TableScrollArea } from '../../../../components/tables/TableScrollArea';

/** The colour of each tone: positive green, negative red, in progress and info blue, waiting grey. */
const STATEMENT_PALETTE: Readonly<Record<BddScenarioTone, string>> = {
  positive: 'green',
  negative: 'red',
  running: 'blue',
  info: 'blue',
};
const SCENARIO_PALETTE: Readonly<Record<BddScenarioTone, string>> = { ...STATEMENT_PALETTE, info: 'gray' };

/** While the run is STARTING a spinner; once SUCCEEDED 'Test Completed' (doc 1 §4.6). */
function RunStatusLine({ status }: { status: string | undefined }) {
  const view = bddRunView(status);
  if (view === 'starting') {
    return (
      <HStack gap="2" role="status">
        <Spinner role="status" size="sm" color="brand.solid" aria-label={BDD_VIEW_TEXTS.starting} />
        <Text fontSize="sm" color="fg.muted">
          {BDD_VIEW_TEXTS.starting}
        </Text>
      </HStack>
    );
  }
  if (view === 'succeeded') {
    return (
      <Text role="status" fontWeight="semibold" color="green.fg">
        {BDD_MESSAGES.testCompleted}
      </Text>
    );
  }
  return null;
}

/** The Scenarios table: one scenario selected at a time, paged by 5 or a size picked (doc 1 §2.14). */
function ScenariosTable({
  scenarios,
  selected,
  onSelect,
}: {
  scenarios: readonly BddScenario[];
  selected: BddScenario | undefined;
  onSelect: (id: string) => void;
}) {
  const pageSizeId = useId();
  const [pageSize, setPageSize] = useState(BDD_SCENARIO_PAGE_SIZE);
  const [chosenPage, setPage] = useState<number>();
  const pageCount = bddPageCount(scenarios.length, pageSize);
  const selectedIndex = selected ? scenarios.findIndex((s) => s.id === selected.id) : -1;
  // Until the operator pages, the page shows the selected scenario.
  const page = Math.min(chosenPage ?? bddPageOf(selectedIndex, pageSize), pageCount);
  const rows = bddPageItems(scenarios, page, pageSize);

  return (
    <Stack gap="2">
      <RadioGroup.Root
        value={selected?.id ?? null}
        onValueChange={({ value }) => value && onSelect(value)}
        colorPalette="brand"
        size="sm"
        aria-label={BDD_VIEW_TEXTS.scenariosTitle}
      >
        <TableScrollArea label={BDD_VIEW_TEXTS.scenariosTitle} borderWidth="1px" rounded="md">
          <Table.Root size="sm" interactive aria-label={BDD_VIEW_TEXTS.scenariosTitle}>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader w="10" />
                <Table.ColumnHeader>{BDD_SCENARIO_COLUMNS.name}</Table.ColumnHeader>
                <Table.ColumnHeader>{BDD_SCENARIO_COLUMNS.state}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((scenario) => {
                const isSelected = scenario.id === selected?.id;
                const tone = bddScenarioTone(scenario.state);
                return (
                  <Table.Row
                    key={scenario.id}
                    cursor="pointer"
                    aria-selected={isSelected}
                    bg={isSelected ? 'brand.subtle' : undefined}
                    onClick={() => onSelect(scenario.id)}
                  >
                    <Table.Cell>
                      <RadioGroup.Item value={scenario.id} display="flex">
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText srOnly>{scenario.name}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    </Table.Cell>
                    <Table.Cell wordBreak="break-word">{scenario.name}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={SCENARIO_PALETTE[tone]} data-tone={tone}>
                        {scenario.state}
                      </Badge>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
      </RadioGroup.Root>
      <HStack justify="space-between" gap="3" wrap="wrap">
        <HStack gap="2">
          <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            <label htmlFor={pageSizeId}>{BDD_VIEW_TEXTS.pageSize}</label>
          </Text>
          <NativeSelect.Root size="sm" w="24">
            <NativeSelect.Field
              id={pageSizeId}
              value={String(pageSize)}
              onChange={(event) => {
                setPageSize(Number(event.currentTarget.value));
                setPage(undefined);
              }}
            >
              {BDD_SCENARIO_PAGE_SIZE_CHOICES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <Pager count={scenarios.length} pageSize={pageSize} page={page} onPageChange={setPage} />
      </HStack>
    </Stack>
  );
}

/** A statement's report items, shown on demand: 'name: value', a URL as 'Download recording' (doc 1 §2.14, §5). */
function ReportCell({
  statement,
  items,
  open,
  onToggle,
}: {
  statement: string;
  items: ReturnType<typeof bddReportItems>;
  open: boolean;
  onToggle: () => void;
}) {
  const listId = useId();
  if (!items.length) return <Text color="fg.muted">{BDD_VIEW_TEXTS.emptyValue}</Text>;
  return (
    <Stack gap="1" align="start">
      <Button size="xs" variant="outline" aria-expanded={open} aria-controls={listId} onClick={onToggle}>
        {open ? BDD_VIEW_TEXTS.hideReport : BDD_VIEW_TEXTS.showReport(items.length)}
      </Button>
      {open && (
        <Stack as="ul" id={listId} aria-label={BDD_VIEW_TEXTS.reportOf(statement)} gap="1" fontSize="sm">
          {items.map((item) => (
            <Box as="li" key={item.name} listStyleType="none" wordBreak="break-word">
              <Text as="span" fontWeight="medium">
                {BDD_VIEW_TEXTS.reportItemName(item.name)}
              </Text>{' '}
              {item.recording ? (
                <Link href={item.value} target="_blank" rel="noreferrer" colorPalette="brand">
                  {BDD_MESSAGES.downloadRecording}
                </Link>
              ) : (
                item.value
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The Statements table of the selected scenario: statement, Response, status (doc 1 §2.14, §4.3). */
function StatementsTable({ scenario }: { scenario: BddScenario }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  if (!scenario.statements.length) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {BDD_VIEW_TEXTS.noStatementsYet}
      </Text>
    );
  }
  const toggle = (key: string) =>
    setExpanded((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <TableScrollArea label={BDD_VIEW_TEXTS.statementsOf(scenario.name)} borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={BDD_VIEW_TEXTS.statementsOf(scenario.name)}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>{BDD_STATEMENT_COLUMNS.statement}</Table.ColumnHeader>
            <Table.ColumnHeader>{BDD_STATEMENT_COLUMNS.response}</Table.ColumnHeader>
            <Table.ColumnHeader>{BDD_STATEMENT_COLUMNS.state}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {scenario.statements.map((statement, index) => {
            const key = `${scenario.id}#${index}`;
            const tone = bddStatementTone(statement.state);
            return (
              <Table.Row key={key}>
                <Table.Cell wordBreak="break-word">{statement.statement}</Table.Cell>
                <Table.Cell>
                  <ReportCell
                    statement={statement.statement}
                    items={bddReportItems(statement)}
                    open={expanded.has(key)}
                    onToggle={() => toggle(key)}
                  />
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={STATEMENT_PALETTE[tone]} data-tone={tone}>
                    {statement.state}
                  </Badge>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}

/**
 * The Test Info tab of a BDD style (ACM/AQTUDTV2) run (doc 1 §2.14, §4.6):
 * the run's status line, its scenarios with the current one selected until
 * the operator picks another, and the selected scenario's statements.
 */
export function BddTestInfo({ payload, status }: { payload: unknown; status: string | undefined }) {
  const scenarios = useMemo(() => parseBddScenarios(payload), [payload]);
  const [chosenId, setChosenId] = useState<string>();
  const selected = bddSelectedScenario(scenarios, chosenId);

  return (
    <Stack gap="4">
      <RunStatusLine status={status} />
      <Box as="section" aria-label={BDD_VIEW_TEXTS.scenariosTitle}>
        <Heading as="h4" size="sm" mb="2">
          {BDD_VIEW_TEXTS.scenariosTitle}
        </Heading>
        {scenarios.length ? (
          <ScenariosTable scenarios={scenarios} selected={selected} onSelect={setChosenId} />
        ) : (
          <Text fontSize="sm" color="fg.muted" role="status">
            {BDD_VIEW_TEXTS.noScenariosYet}
          </Text>
        )}
      </Box>
      {selected && (
        <Box as="section" aria-label={BDD_VIEW_TEXTS.statementsTitle}>
          <Heading as="h4" size="sm" mb="2">
            {BDD_VIEW_TEXTS.statementsTitle}
          </Heading>
          <StatementsTable key={selected.id} scenario={selected} />
        </Box>
      )}
    </Stack>
  );
}
