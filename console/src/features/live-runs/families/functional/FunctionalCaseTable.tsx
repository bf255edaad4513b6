import { Button, Table, Text } from '@chakra-ui/react';
import {
  FUNCTIONAL_MESSAGES,
  FUNCTIONAL_TABLE_COLUMNS,
  type FunctionalTableColumn,
  type FunctionalTestCase,
  type FunctionalTestCaseRow,
  type FunctionalValidationGroup,
  type TestStatus,
  functionalTableColumns,
  functionalTestCaseRow,
} from '@oak/shared';
import { type ReactNode } from 'react';
import { TestStatusBadge } from '../../../../components/status/TestStatusBadge';
import { functionalCaseKey, functionalGroupFailureLogs } from './functional-cases.util';
import { TableScrollArea } from '../../../../components/tables/TableScrollArea';

/** The validation group behind each validation column (doc 1 §2.6). */
const COLUMN_GROUPS = {
  cloudValidation: 'cloud',
  audioRecordingValidation: 'audioRecording',
  deviceValidation: 'device',
} as const satisfies Partial<Record<FunctionalTableColumn, FunctionalValidationGroup>>;

/** A validation column's status, or the no-value mark for a case without such a validation (yet). */
function ValidationStatus({ status, failureLogs }: { status?: TestStatus; failureLogs: readonly string[] }) {
  if (!status) return <Text color="fg.muted">{FUNCTIONAL_MESSAGES.noValue}</Text>;
  return <TestStatusBadge status={status} failureLogs={failureLogs} />;
}

function cellOf(
  column: FunctionalTableColumn,
  testCase: FunctionalTestCase,
  row: FunctionalTestCaseRow,
  onShowUtterances: (testCase: FunctionalTestCase) => void,
): ReactNode {
  switch (column) {
    case 'testCaseName':
      return row.testCaseName;
    case 'cloudValidation':
    case 'audioRecordingValidation':
    case 'deviceValidation':
      return (
        <ValidationStatus
          status={row[column]}
          failureLogs={functionalGroupFailureLogs(testCase, COLUMN_GROUPS[column])}
        />
      );
    case 'overallResult':
      return <TestStatusBadge status={row.overallResult.status} failureLogs={row.failureLogs} />;
    case 'comments':
      return row.comments;
    case 'utterances':
      return (
        <Button size="xs" variant="outline" colorPalette="brand" onClick={() => onShowUtterances(testCase)}>
          {FUNCTIONAL_MESSAGES.utterancesButton}
        </Button>
      );
  }
}

/**
 * A category's test-case table (doc 1 §2.6): name, cloud and audio recording
 * validation (and device validation for mobile), the overall result with why
 * in the comments, and the Utterances button. Each status reads as doc 3 §4
 * says, runs while running and shows its failure logs on hover (doc 1 §4.3).
 */
export function FunctionalCaseTable({
  label,
  testCases,
  mobile,
  onShowUtterances,
}: {
  label: string;
  testCases: readonly FunctionalTestCase[];
  mobile: boolean;
  onShowUtterances: (testCase: FunctionalTestCase) => void;
}) {
  const columns = functionalTableColumns(mobile);
  return (
    <TableScrollArea label={label} borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((column) => (
              <Table.ColumnHeader key={column}>{FUNCTIONAL_TABLE_COLUMNS[column]}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {testCases.map((testCase) => {
            const row = functionalTestCaseRow(testCase);
            return (
              <Table.Row key={functionalCaseKey(testCase)}>
                {columns.map((column) => (
                  <Table.Cell key={column} wordBreak={column === 'comments' ? 'break-word' : undefined}>
                    {cellOf(column, testCase, row, onShowUtterances)}
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}
