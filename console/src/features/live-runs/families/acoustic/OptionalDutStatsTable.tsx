import { Box, Heading, Table } from '@chakra-ui/react';
import { LIVE_OPTIONAL_DUT_LABELS, type LiveOptionalDutStats } from '@oak/shared';

const percent = (value: number | undefined) => (value === undefined ? '–' : `${value}%`);

/** The optional DUTs' own figures on the utterances played so far, beside the DUT's metrics. */
export function OptionalDutStatsTable({ duts }: { duts: readonly LiveOptionalDutStats[] }) {
  return (
    <Box>
      <Heading as="h4" size="sm" mb="2">
        {LIVE_OPTIONAL_DUT_LABELS.title}
      </Heading>
      <Table.Root size="sm" aria-label={LIVE_OPTIONAL_DUT_LABELS.title}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{LIVE_OPTIONAL_DUT_LABELS.dut}</Table.ColumnHeader>
            <Table.ColumnHeader>{LIVE_OPTIONAL_DUT_LABELS.device}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{LIVE_OPTIONAL_DUT_LABELS.played}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{LIVE_OPTIONAL_DUT_LABELS.frr}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{LIVE_OPTIONAL_DUT_LABELS.rar}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {duts.map((dut) => (
            <Table.Row key={dut.tag}>
              <Table.Cell>{dut.tag}</Table.Cell>
              <Table.Cell>{dut.deviceName ? `${dut.deviceName} (${dut.dsn})` : dut.dsn}</Table.Cell>
              <Table.Cell textAlign="end">{dut.played}</Table.Cell>
              <Table.Cell textAlign="end">{percent(dut.frr)}</Table.Cell>
              <Table.Cell textAlign="end">{percent(dut.rar)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
