import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  DataList,
  EmptyState,
  HStack,
  Spinner,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { type UseQueryResult } from '@tanstack/react-query';
import {
  SYNC_PART_STATE_LABELS,
  SYNC_PROGRESS_MESSAGES,
  SYNC_RESOURCE_MESSAGES,
  WIZARD_BUTTONS,
  formatResourceSize,
  locationLabel,
  RESOURCE_SYNC_TEXTS,
} from '@oak/shared';
import { type ReactNode } from 'react';
import { type SyncHistoryEntry } from '@oak/shared';
import { SyncStateBadge } from '../../../components/sync-progress/SyncProgressTable';
import { TableScrollArea } from '../../../components/tables/TableScrollArea';

const texts = RESOURCE_SYNC_TEXTS.history;

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When a Pi's part ended: the time alone on the day the sync was asked for. */
const formatFinished = (iso: string, requestedAt: string) =>
  new Date(iso).toDateString() === new Date(requestedAt).toDateString()
    ? new Date(iso).toLocaleTimeString(undefined, { timeStyle: 'short' })
    : formatTime(iso);

function Tags({ values, mono = false }: { values: readonly string[]; mono?: boolean }) {
  return (
    <Wrap gap="1">
      {values.map((value) => (
        <Badge key={value} size="sm" variant="outline" fontFamily={mono ? 'mono' : undefined}>
          {value}
        </Badge>
      ))}
    </Wrap>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function SyncEntry({ sync, piNames }: { sync: SyncHistoryEntry; piNames: Readonly<Record<string, string>> }) {
  const when = formatTime(sync.createdAt);
  return (
    <Box as="article" aria-label={texts.syncOf(when)} borderWidth="1px" rounded="l2" overflow="hidden">
      <HStack
        justify="space-between"
        gap="3"
        px="4"
        py="2"
        bg="bg.subtle"
        borderBottomWidth="1px"
        wrap="wrap"
      >
        <Text fontWeight="semibold" fontSize="sm">
          <time dateTime={sync.createdAt}>{when}</time>
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {`${texts.requestedBy} ${sync.requestedBy}`}
        </Text>
      </HStack>
      <Stack gap="3" p="4">
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <Detail label={texts.scenarioTypes}>
            <Tags values={sync.manifests} mono />
          </Detail>
          <Detail label={texts.locales}>
            <Tags values={sync.locales} mono />
          </Detail>
          <Detail label={texts.locations}>
            <Tags values={sync.locations.map(locationLabel)} />
          </Detail>
        </DataList.Root>
        <TableScrollArea label={texts.syncOf(when)} borderWidth="1px" rounded="l2">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{texts.pi}</Table.ColumnHeader>
                <Table.ColumnHeader>{texts.location}</Table.ColumnHeader>
                <Table.ColumnHeader>{texts.state}</Table.ColumnHeader>
                <Table.ColumnHeader>{texts.files}</Table.ColumnHeader>
                <Table.ColumnHeader>{texts.size}</Table.ColumnHeader>
                <Table.ColumnHeader>{texts.finishedAt}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {sync.pis.map((pi) => (
                <Table.Row key={pi.thingId} data-state={pi.state}>
                  <Table.Cell fontWeight="medium">{piNames[pi.thingName] ?? pi.thingName}</Table.Cell>
                  <Table.Cell>{locationLabel(pi.location)}</Table.Cell>
                  <Table.Cell>
                    <SyncStateBadge state={pi.state} label={SYNC_PART_STATE_LABELS[pi.state]} />
                  </Table.Cell>
                  <Table.Cell fontVariantNumeric="tabular-nums">
                    {texts.fileCounts(pi.completed, pi.failed, pi.fileCount)}
                  </Table.Cell>
                  <Table.Cell fontVariantNumeric="tabular-nums">
                    {`${formatResourceSize(pi.completedBytes)} / ${formatResourceSize(pi.totalBytes)}`}
                  </Table.Cell>
                  <Table.Cell color="fg.muted">
                    {pi.finishedAt ? formatFinished(pi.finishedAt, sync.createdAt) : '—'}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
      </Stack>
    </Box>
  );
}

/**
 * The lab's past syncs, newest first (doc 1 §2.16): who asked, when, for
 * which scenario types, locales and locations, and how each Pi's part ended.
 * 'Sync History Unavailable' with its explanation when there is none yet, and
 * 'Resources Data Unavailable' when it cannot be read.
 */
export function SyncHistoryList({
  history,
  piNames,
}: {
  history: UseQueryResult<SyncHistoryEntry[]>;
  piNames: Readonly<Record<string, string>>;
}) {
  const refresh = (
    <Button size="xs" variant="outline" loading={history.isFetching} onClick={() => void history.refetch()}>
      {WIZARD_BUTTONS.refresh}
    </Button>
  );
  if (history.status === 'pending') {
    return (
      <Center py="6" gap="2" color="fg.muted" fontSize="sm">
        <Spinner size="sm" />
        <Text>{SYNC_PROGRESS_MESSAGES.retrievingInformation}</Text>
      </Center>
    );
  }
  if (history.status === 'error') {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{SYNC_RESOURCE_MESSAGES.resourcesDataUnavailable}</Alert.Title>
          <Alert.Description>{history.error.message}</Alert.Description>
        </Alert.Content>
        <Box alignSelf="center">{refresh}</Box>
      </Alert.Root>
    );
  }
  if (history.data.length === 0) {
    return (
      <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" rounded="l2">
        <EmptyState.Content>
          <EmptyState.Title>{SYNC_RESOURCE_MESSAGES.syncHistoryUnavailable}</EmptyState.Title>
          <EmptyState.Description maxW="xl">
            {SYNC_RESOURCE_MESSAGES.syncHistoryExplanation}
          </EmptyState.Description>
          {refresh}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack gap="3">
      {history.data.map((sync) => (
        <SyncEntry key={sync.id} sync={sync} piNames={piNames} />
      ))}
    </Stack>
  );
}
