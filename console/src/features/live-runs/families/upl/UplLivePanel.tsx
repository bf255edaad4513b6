import { Box, HStack, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import {
  DUT_ONLINE_STATUS_TEXTS,
  UPL_HISTORY_COLUMNS,
  UPL_SUMMARY_COLUMNS,
  UPL_TABLE_TITLES,
  UPL_VIEW_TEXTS,
  type UplPayload,
  uplCell,
  uplHistoryRows,
  uplSummaryRows,
} from '@oak/shared';
import { Suspense, lazy, useMemo } from 'react';
import { uplChartRows } from './upl-view.util';

/** The chart and its library, fetched only when a UPL run's view shows (issue 30: its own chunk). */
const UplLatencyChart = lazy(() => import('./UplLatencyChart'));

/** A cell of the UPL tables: its value, or the animated 'Running' while it is still processing (doc 1 §2.11). */
function UplCellValue({ value }: { value: number | string | null | undefined }) {
  const cell = uplCell(value);
  if (!cell.running) return <>{cell.text}</>;
  return (
    <HStack gap="1.5" as="span" color="fg.muted">
      <Spinner size="xs" aria-hidden />
      <Text as="span">{cell.text}</Text>
    </HStack>
  );
}

function Titled({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box>
      <Heading as="h4" size="sm" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** 'Ongoing UPL Test Summary': each utterance from its latest attempt (doc 1 §2.11). */
function UplSummaryTable({ payload }: { payload: UplPayload }) {
  const rows = uplSummaryRows(payload);
  return (
    <Table.Root size="sm" variant="outline" aria-label={UPL_TABLE_TITLES.summary}>
      <Table.Header>
        <Table.Row>
          {Object.values(UPL_SUMMARY_COLUMNS).map((column) => (
            <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.utterance}>
            <Table.Cell>{row.index}</Table.Cell>
            <Table.Cell>{row.utterance}</Table.Cell>
            <Table.Cell>{row.totalAttempts}</Table.Cell>
            <Table.Cell>
              <UplCellValue value={row.averageUPLValue} />
            </Table.Cell>
            <Table.Cell>
              <UplCellValue value={row.tp50} />
            </Table.Cell>
            <Table.Cell>
              <UplCellValue value={row.tp90} />
            </Table.Cell>
            <Table.Cell>
              <UplCellValue value={row.resultStatus} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** 'UPL Utterance History': every attempt, utterance by utterance (doc 1 §2.11). */
function UplHistoryTable({ payload }: { payload: UplPayload }) {
  const rows = uplHistoryRows(payload);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxH="80" tabIndex={0}>
      <Table.Root size="sm" stickyHeader aria-label={UPL_TABLE_TITLES.history}>
        <Table.Header>
          <Table.Row>
            {Object.values(UPL_HISTORY_COLUMNS).map((column) => (
              <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.index}>
              <Table.Cell>{row.index}</Table.Cell>
              <Table.Cell>{row.domain ?? ''}</Table.Cell>
              <Table.Cell>{row.utterance}</Table.Cell>
              <Table.Cell>{row.deviceResponse ?? ''}</Table.Cell>
              <Table.Cell>{row.transcribe ?? ''}</Table.Cell>
              <Table.Cell>
                <UplCellValue value={row.uplResult} />
              </Table.Cell>
              <Table.Cell>{row.deviceStatus ? DUT_ONLINE_STATUS_TEXTS[row.deviceStatus] : ''}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The chart's numbers, utterance by utterance, for keyboard and screen-reader users and anyone who would rather read. */
function UplLatencyTable({ rows, attempts }: ReturnType<typeof uplChartRows>) {
  const columns = Array.from({ length: attempts }, (_, index) => UPL_VIEW_TEXTS.attemptOf(index + 1));
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxH="60" tabIndex={0}>
      <Table.Root size="sm" stickyHeader aria-label={UPL_VIEW_TEXTS.chartTable}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{UPL_VIEW_TEXTS.utterance}</Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.utterance}>
              <Table.Cell>{`${row.utterance} ${row.text}`}</Table.Cell>
              {columns.map((column) => (
                <Table.Cell key={column}>{row[column] ?? ''}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * A UPL run's live view (doc 1 §2.11, issue 30): the status line, 'Ongoing
 * UPL Test Summary' and 'UPL Utterance History' with the animated 'Running'
 * in the cells still processing, and the chart of each utterance's latencies
 * with its numbers as a table. A finished run shows its last live state.
 */
export function UplLivePanel({ payload, status }: { payload: UplPayload; status: string | undefined }) {
  const chart = useMemo(() => uplChartRows(payload), [payload]);
  return (
    <Stack gap="4">
      {status && (
        <Text role="status" fontWeight="semibold">
          {status}
        </Text>
      )}
      <Titled title={UPL_TABLE_TITLES.summary}>
        <UplSummaryTable payload={payload} />
      </Titled>
      <Titled title={UPL_TABLE_TITLES.history}>
        <UplHistoryTable payload={payload} />
      </Titled>
      <Titled title={UPL_VIEW_TEXTS.chartTitle}>
        {chart.rows.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {UPL_VIEW_TEXTS.noLatencyYet}
          </Text>
        ) : (
          <Stack gap="3">
            <Suspense fallback={<Text fontSize="sm">{UPL_VIEW_TEXTS.chartLoading}</Text>}>
              <UplLatencyChart rows={chart.rows} attempts={chart.attempts} />
            </Suspense>
            <UplLatencyTable {...chart} />
          </Stack>
        )}
      </Titled>
    </Stack>
  );
}
