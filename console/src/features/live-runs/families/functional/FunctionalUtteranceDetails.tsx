import { Accordion, Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import {
  FUNCTIONAL_MESSAGES,
  FUNCTIONAL_UTTERANCE_COLUMNS,
  FUNCTIONAL_VALIDATION_TYPE_LABELS,
  type FunctionalTestCase,
  type FunctionalUtteranceColumn,
  type FunctionalUtteranceRow,
  LIVE_RUNS_TEXTS,
  functionalRunCategoryLabel,
  functionalTestCaseRow,
  functionalUtteranceColumns,
  functionalUtteranceRows,
  isRunningStatus,
} from '@oak/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import { TestStatusBadge } from '../../../../components/status/TestStatusBadge';
import { functionalCaseKey } from './functional-cases.util';
import { TableScrollArea } from '../../../../components/tables/TableScrollArea';

/**
 * A case's key as an accordion item's value, which goes into its trigger's
 * aria-controls: an id list, split on spaces, so a case named 'Set an alarm'
 * pointed at three ids that do not exist.
 */
const accordionValue = (key: string) => encodeURIComponent(key);

/** What the DUT heard or answered; while the utterance runs and nothing is in yet, the running animation (doc 1 §4.3). */
function answerCell(value: string, row: FunctionalUtteranceRow): ReactNode {
  if (value) return value;
  if (row.status && isRunningStatus(row.status)) return <TestStatusBadge status={row.status} />;
  return <Text color="fg.muted">{FUNCTIONAL_MESSAGES.noValue}</Text>;
}

function cellOf(column: FunctionalUtteranceColumn, row: FunctionalUtteranceRow): ReactNode {
  switch (column) {
    case 'questionPlayed':
      return row.questionPlayed;
    case 'dutHeard':
      return answerCell(row.dutHeard, row);
    case 'response':
      return answerCell(row.response, row);
    case 'validationType':
      return FUNCTIONAL_VALIDATION_TYPE_LABELS[row.validationType];
    case 'comments':
      return row.comments;
  }
}

/** One test case's utterances, in play order, with the 'DUT Failed to invoke' comment where it applies (doc 1 §2.6, §5). */
function UtteranceTable({
  testCase,
  mobile,
  assistant,
}: {
  testCase: FunctionalTestCase;
  mobile: boolean;
  assistant?: string;
}) {
  const rows = functionalUtteranceRows(testCase, assistant);
  if (!rows.length) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {LIVE_RUNS_TEXTS.noUtterancesYet}
      </Text>
    );
  }
  const columns = functionalUtteranceColumns(mobile);
  return (
    <TableScrollArea label={testCase.testCaseName} borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={testCase.testCaseName}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((column) => (
              <Table.ColumnHeader key={column}>{FUNCTIONAL_UTTERANCE_COLUMNS[column]}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={index}>
              {columns.map((column) => (
                <Table.Cell key={column} wordBreak="break-word">
                  {cellOf(column, row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}

/**
 * The utterance details tab of a functional run (doc 1 §2.6): a section per
 * test case listing question played, DUT heard, response, (validation type
 * for mobile) and comments, and the Test Metrics button back. The case whose
 * Utterances button opened the tab has its section open and focused.
 */
export function FunctionalUtteranceDetails({
  cases,
  mobile,
  assistant,
  openCases,
  onOpenCasesChange,
  focusCase,
  onBack,
}: {
  cases: readonly FunctionalTestCase[];
  mobile: boolean;
  /** The DUT's assistant, named in the 'DUT Failed to invoke' comment; the provider's by default. */
  assistant?: string;
  openCases: string[];
  onOpenCasesChange: (keys: string[]) => void;
  focusCase?: string;
  onBack: () => void;
}) {
  const focused = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Brings the case into view as well, for a long run.
    focused.current?.focus();
  }, [focusCase]);

  return (
    <Stack gap="3">
      <Box>
        <Button size="sm" variant="outline" onClick={onBack}>
          {FUNCTIONAL_MESSAGES.backToTestMetrics}
        </Button>
      </Box>
      {cases.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {LIVE_RUNS_TEXTS.noUtterancesYet}
        </Text>
      ) : (
        <Accordion.Root
          multiple
          collapsible
          lazyMount
          unmountOnExit
          variant="enclosed"
          value={openCases.map(accordionValue)}
          onValueChange={({ value }) => onOpenCasesChange(value.map(decodeURIComponent))}
        >
          {cases.map((testCase) => {
            const key = functionalCaseKey(testCase);
            return (
              <Accordion.Item key={key} value={accordionValue(key)}>
                <Accordion.ItemTrigger ref={key === focusCase ? focused : undefined}>
                  <HStack flex="1" gap="3" wrap="wrap">
                    <Text fontWeight="semibold">{testCase.testCaseName}</Text>
                    <Badge variant="outline">{functionalRunCategoryLabel(testCase.testCaseCategory)}</Badge>
                    <TestStatusBadge status={functionalTestCaseRow(testCase).overallResult.status} />
                  </HStack>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody>
                    <UtteranceTable testCase={testCase} mobile={mobile} assistant={assistant} />
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            );
          })}
        </Accordion.Root>
      )}
    </Stack>
  );
}
