import { Badge, Table, Text } from '@chakra-ui/react';
import { LIVE_METRICS_LABELS, LIVE_RUNS_TEXTS, type LiveUtteranceFeedItem, locationLabel } from '@oak/shared';
import { TableScrollArea } from '../../../components/tables/TableScrollArea';

/** The latest utterances of a run, newest first: what was asked, heard and answered (doc 1 §2.4). */
export function UtteranceFeedTable({ items }: { items: readonly LiveUtteranceFeedItem[] }) {
  if (!items.length) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {LIVE_RUNS_TEXTS.noUtterancesYet}
      </Text>
    );
  }
  const newestFirst = [...items].reverse();
  return (
    <TableScrollArea label={LIVE_RUNS_TEXTS.recentUtterances} borderWidth="1px" rounded="md" maxH="72">
      <Table.Root size="sm" stickyHeader aria-label={LIVE_RUNS_TEXTS.recentUtterances}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{LIVE_METRICS_LABELS.questionPlayed}</Table.ColumnHeader>
            <Table.ColumnHeader>{LIVE_METRICS_LABELS.location}</Table.ColumnHeader>
            <Table.ColumnHeader>{LIVE_RUNS_TEXTS.dutHeard}</Table.ColumnHeader>
            <Table.ColumnHeader>{LIVE_RUNS_TEXTS.dutResponded}</Table.ColumnHeader>
            <Table.ColumnHeader>{LIVE_RUNS_TEXTS.utteranceStatus}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {newestFirst.map((item, index) => (
            <Table.Row key={`${item.timestamp ?? ''}-${index}`}>
              <Table.Cell>{item.questionPlayed}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{item.location ? locationLabel(item.location) : ''}</Table.Cell>
              <Table.Cell>{item.dutHeard}</Table.Cell>
              <Table.Cell>{item.dutResponded}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={item.status === 'SUCCESS' ? 'green' : item.status ? 'red' : 'gray'}>
                  {item.status}
                </Badge>
                {item.wrongSlot ? (
                  <Text fontSize="xs" color="fg.error">
                    {item.wrongSlot}
                  </Text>
                ) : null}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}
