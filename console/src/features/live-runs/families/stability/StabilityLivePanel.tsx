import { Badge, Box, HStack, Heading, Portal, Stack, Table, Text, Tooltip } from '@chakra-ui/react';
import {
  DUT_ONLINE_STATUS_TEXTS,
  STABILITY_LIVE_COLUMNS,
  STABILITY_MESSAGES,
  STABILITY_SUMMARY_COLUMNS,
  STABILITY_TABLE_TITLES,
  STABILITY_VIEW_TEXTS,
  type StabilityPayload,
  type StabilityRow,
  formatLiveDuration,
  showsStabilityElapsedTime,
  stabilityRows,
} from '@oak/shared';
import { Suspense, lazy, useMemo } from 'react';
import { stabilityChartRows } from './stability-view.util';

/** The chart and its library, fetched only when a stability run's view shows (issue 30: its own chunk). */
const StabilityPassRateChart = lazy(() => import('./StabilityPassRateChart'));

/** A warning (doc 1 §8) as a tooltip on a mark readers can focus, named by the warning itself. */
function WarningMark({ warning, palette }: { warning: string; palette: 'orange' | 'gray' }) {
  return (
    <Tooltip.Root openDelay={100} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <Badge as="span" tabIndex={0} colorPalette={palette} variant="subtle" aria-label={warning}>
          !
        </Badge>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{warning}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/** 'Live Utterance Result' of one device: each utterance's latest answer and its status (doc 1 §2.10). */
function LiveUtteranceTable({ device, rows }: { device: string; rows: readonly StabilityRow[] }) {
  return (
    <Table.Root
      size="sm"
      variant="outline"
      aria-label={STABILITY_VIEW_TEXTS.tableOf(STABILITY_TABLE_TITLES.liveUtteranceResult, device)}
    >
      <Table.Header>
        <Table.Row>
          {Object.values(STABILITY_LIVE_COLUMNS).map((column) => (
            <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.utterance}>
            <Table.Cell>{row.utterance}</Table.Cell>
            <Table.Cell>{row.actualResponse ?? STABILITY_VIEW_TEXTS.notYet}</Table.Cell>
            <Table.Cell>{row.actualIntent ?? STABILITY_VIEW_TEXTS.notYet}</Table.Cell>
            <Table.Cell>
              {row.resultStatus ? (
                <Badge colorPalette={row.resultStatus === 'SUCCESS' ? 'green' : 'red'}>
                  {STABILITY_VIEW_TEXTS.results[row.resultStatus]}
                </Badge>
              ) : (
                STABILITY_VIEW_TEXTS.notYet
              )}
            </Table.Cell>
            <Table.Cell>
              <HStack gap="2">
                <Badge colorPalette={row.deviceOnlineStatus === 'ONLINE' ? 'green' : 'gray'}>
                  {DUT_ONLINE_STATUS_TEXTS[row.deviceOnlineStatus]}
                </Badge>
                {row.deviceOnlineStatus === 'OFFLINE' && (
                  <WarningMark
                    palette="gray"
                    warning={STABILITY_VIEW_TEXTS.offline(row.deviceOfflineCount)}
                  />
                )}
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** 'Ongoing Stability Test Summary' of one device: the counts and pass rate of each utterance (doc 1 §2.10). */
function SummaryTable({ device, rows }: { device: string; rows: readonly StabilityRow[] }) {
  return (
    <Table.Root
      size="sm"
      variant="outline"
      aria-label={STABILITY_VIEW_TEXTS.tableOf(STABILITY_TABLE_TITLES.summary, device)}
    >
      <Table.Header>
        <Table.Row>
          {Object.values(STABILITY_SUMMARY_COLUMNS).map((column) => (
            <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.utterance}>
            <Table.Cell>{row.utterance}</Table.Cell>
            <Table.Cell>{row.totalCountSoFar}</Table.Cell>
            <Table.Cell>{row.passedCount}</Table.Cell>
            <Table.Cell>{row.failedCount}</Table.Cell>
            <Table.Cell>{row.deviceOfflineCount}</Table.Cell>
            <Table.Cell>
              <HStack gap="2">
                <Text
                  as="span"
                  fontWeight="semibold"
                  color={row.totalCountSoFar > 0 && !row.passing ? 'fg.error' : undefined}
                >
                  {`${row.passRate}%`}
                </Text>
                {row.warning && <WarningMark palette="orange" warning={row.warning} />}
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The chart's numbers, round by round, for keyboard and screen-reader users and anyone who would rather read. */
function RoundsTable({ payload, devices }: { payload: StabilityPayload; devices: readonly string[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxH="60">
      <Table.Root size="sm" stickyHeader aria-label={STABILITY_VIEW_TEXTS.chartTable}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{STABILITY_VIEW_TEXTS.round}</Table.ColumnHeader>
            {devices.map((device) => (
              <Table.ColumnHeader key={device}>{device}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(payload.passRateByRound ?? []).map((point) => (
            <Table.Row key={point.round}>
              <Table.Cell>{STABILITY_VIEW_TEXTS.roundOf(point.round)}</Table.Cell>
              {devices.map((device) => {
                const rate = point.passRate[device];
                return (
                  <Table.Cell key={device}>
                    {rate === null || rate === undefined ? STABILITY_VIEW_TEXTS.notYet : `${rate}%`}
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * A stability run's live view (doc 1 §2.10, §8, issue 30): for each device,
 * 'Live Utterance Result' (each utterance's latest answer, its result and
 * the device's status, with the offline tooltip) and 'Ongoing Stability Test
 * Summary' (the counts and pass rate, warning below 90%); Elapsed Time when
 * the run is time-bound; and the chart of each device's pass rate after each
 * round with its numbers as a table. A finished run shows its last live state.
 */
export function StabilityLivePanel({ payload }: { payload: StabilityPayload }) {
  const rows = useMemo(() => stabilityRows(payload), [payload]);
  const devices = useMemo(() => [...new Set(rows.map((row) => row.deviceSerialNumber))], [rows]);
  const chartRows = useMemo(
    () => stabilityChartRows(payload.passRateByRound ?? [], devices),
    [payload, devices],
  );
  const elapsed = Math.max(0, ...rows.map((row) => row.elapsedTime ?? 0));
  return (
    <Stack gap="4">
      {showsStabilityElapsedTime(payload) && (
        <HStack as="dl" gap="2" aria-label={STABILITY_MESSAGES.elapsedTime}>
          <Text as="dt" fontSize="sm" color="fg.muted">
            {STABILITY_MESSAGES.elapsedTime}
          </Text>
          <Text as="dd" m="0" fontWeight="semibold">
            {formatLiveDuration(elapsed)}
          </Text>
        </HStack>
      )}
      {devices.map((device) => {
        const mine = rows.filter((row) => row.deviceSerialNumber === device);
        return (
          <Stack key={device} gap="3">
            <Heading as="h4" size="sm">
              {STABILITY_VIEW_TEXTS.device(device)}
            </Heading>
            <Heading as="h5" size="xs">
              {STABILITY_TABLE_TITLES.liveUtteranceResult}
            </Heading>
            <LiveUtteranceTable device={device} rows={mine} />
            <Heading as="h5" size="xs">
              {STABILITY_TABLE_TITLES.summary}
            </Heading>
            <SummaryTable device={device} rows={mine} />
          </Stack>
        );
      })}
      <Box>
        <Heading as="h4" size="sm" mb="2">
          {STABILITY_VIEW_TEXTS.chartTitle}
        </Heading>
        {chartRows.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {STABILITY_VIEW_TEXTS.noRoundsYet}
          </Text>
        ) : (
          <Stack gap="3">
            <Suspense fallback={<Text fontSize="sm">{STABILITY_VIEW_TEXTS.chartLoading}</Text>}>
              <StabilityPassRateChart rows={chartRows} devices={devices} />
            </Suspense>
            <RoundsTable payload={payload} devices={devices} />
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
