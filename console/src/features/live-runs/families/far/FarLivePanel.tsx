import { Badge, Box, HStack, Heading, Portal, Stack, Table, Text, Tooltip } from '@chakra-ui/react';
import {
  DUT_ONLINE_STATUS_TEXTS,
  FAR_TABLE_COLUMNS,
  FAR_VIEW_TEXTS,
  type FarDeviceRow,
  type FarPayload,
  type LiveMetricItem,
  farDeviceRows,
  farLastDeviceCheckText,
  farStatusText,
} from '@oak/shared';
import { Suspense, lazy, useMemo } from 'react';
import { MetricsGrid } from '../../components/MetricsGrid';
import { farChartRows } from './far-view.util';

/** The chart and its library, fetched only when a FAR run's view shows (issue 30: its own chunk). */
const FarWakesChart = lazy(() => import('./FarWakesChart'));

/** A row's warning (doc 1 §8) as a tooltip on a mark readers can focus, named by the warning itself. */
function WarningMark({ warning }: { warning: string }) {
  return (
    <Tooltip.Root openDelay={100} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <Badge as="span" tabIndex={0} colorPalette="orange" variant="subtle" aria-label={warning}>
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

function FarDeviceTable({ rows }: { rows: readonly FarDeviceRow[] }) {
  return (
    <Table.Root size="sm" variant="outline" aria-label={FAR_VIEW_TEXTS.table}>
      <Table.Header>
        <Table.Row>
          {Object.values(FAR_TABLE_COLUMNS).map((column) => (
            <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.deviceSerialNumber}>
            <Table.Cell>{row.customerId}</Table.Cell>
            <Table.Cell>{row.deviceSerialNumber}</Table.Cell>
            <Table.Cell>{row.deviceName}</Table.Cell>
            <Table.Cell>
              <HStack gap="2">
                <Badge colorPalette={row.status === 'ONLINE' ? 'green' : 'gray'}>
                  {DUT_ONLINE_STATUS_TEXTS[row.status]}
                </Badge>
                {row.warning && row.status === 'OFFLINE' && <WarningMark warning={row.warning} />}
              </HStack>
            </Table.Cell>
            <Table.Cell>
              <HStack gap="2">
                <Text as="span" fontWeight="semibold" color={row.failed ? 'fg.error' : undefined}>
                  {row.falseWakes}
                </Text>
                {row.failed && <Badge colorPalette="red">{FAR_VIEW_TEXTS.failed}</Badge>}
                {row.warning && row.status === 'ONLINE' && <WarningMark warning={row.warning} />}
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The chart's numbers, hour by hour, for keyboard and screen-reader users and anyone who would rather read. */
function FarHoursTable({ payload }: { payload: FarPayload }) {
  const { devices } = payload.simulationEnvironment;
  const hours = payload.wakesByHour ?? [];
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxH="60">
      <Table.Root size="sm" stickyHeader aria-label={FAR_VIEW_TEXTS.chartTable}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{FAR_VIEW_TEXTS.hour}</Table.ColumnHeader>
            {devices.map((device) => (
              <Table.ColumnHeader key={device.deviceSerialNumber}>
                {device.deviceName || device.deviceSerialNumber}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {hours.map((row) => (
            <Table.Row key={row.hour}>
              <Table.Cell>{FAR_VIEW_TEXTS.hourOf(row.hour)}</Table.Cell>
              {devices.map((device) => (
                <Table.Cell key={device.deviceSerialNumber}>
                  {row.falseWakes[device.deviceSerialNumber] ?? 0}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * A FAR run's live view (doc 1 §2.9, §8, issue 30): the status line, the
 * devices' table with their status, false wakes, failed mark and warnings,
 * the last device check, the run's clock, and the chart of false wakes per
 * hour with its numbers as a table. A finished run shows its last live state.
 */
export function FarLivePanel({
  payload,
  running,
  timer,
}: {
  payload: FarPayload;
  running: boolean;
  timer: readonly LiveMetricItem[];
}) {
  const rows = useMemo(() => farDeviceRows(payload), [payload]);
  const chartRows = useMemo(
    () => farChartRows(payload.wakesByHour ?? [], payload.simulationEnvironment.devices),
    [payload],
  );
  const lastCheck = farLastDeviceCheckText(payload.lastMeasureTimestamp);
  return (
    <Stack gap="4">
      <Text role="status" fontWeight="semibold">
        {farStatusText(payload, !running)}
      </Text>
      <MetricsGrid label={FAR_VIEW_TEXTS.timer} items={timer} columns={{ base: 1, md: 3 }} />
      <FarDeviceTable rows={rows} />
      {lastCheck && (
        <Text fontSize="sm" color="fg.muted">
          {lastCheck}
        </Text>
      )}
      <Box>
        <Heading as="h4" size="sm" mb="2">
          {FAR_VIEW_TEXTS.chartTitle}
        </Heading>
        {chartRows.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {FAR_VIEW_TEXTS.noHoursYet}
          </Text>
        ) : (
          <Stack gap="3">
            <Suspense fallback={<Text fontSize="sm">{FAR_VIEW_TEXTS.chartLoading}</Text>}>
              <FarWakesChart rows={chartRows} devices={payload.simulationEnvironment.devices} />
            </Suspense>
            <FarHoursTable payload={payload} />
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
