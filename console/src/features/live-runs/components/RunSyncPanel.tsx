import { Alert, Center, Link, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import {
  LAB_MESSAGES,
  LABS_SCREEN,
  LIVE_RUNS_TEXTS,
  type Pi,
  type PiPingState,
  ROUTES,
  SYNC_PART_STATE_LABELS,
  type SyncHistoryEntry,
  locationLabel,
  syncPartFigures,
  RESOURCE_SYNC_TEXTS,
  SYNC_PROGRESS_LABELS,
} from '@oak/shared';
import { Link as RouterLink } from 'react-router';
import { SyncPingBadge } from '../../../components/sync-progress/SyncPingBadge';
import { SyncCountBar, SyncSizeBar } from '../../../components/sync-progress/SyncProgressBars';
import { SyncStateBadge } from '../../../components/sync-progress/SyncProgressTable';
import { TableScrollArea } from '../../../components/tables/TableScrollArea';
import { useJobLab } from '../api/get-job-lab';
import { useRunSyncs } from '../api/get-run-syncs';

/** A Pi's ping status as the lab last heard it (doc 1 §2.16: Online, Offline, or a spinner while unknown). */
const pingOf =
  (pis: readonly Pi[]) =>
  (piId: string): PiPingState =>
    pis.find((pi) => pi.id === piId)?.status ?? 'unknown';

type RunSyncPart = SyncHistoryEntry['pis'][number];

/** Each of the run's Pis once, with its part of the run's newest sync that reached it. */
function partsOf(syncs: readonly SyncHistoryEntry[]): RunSyncPart[] {
  const byThing = new Map<string, RunSyncPart>();
  for (const sync of syncs)
    for (const part of sync.pis) if (!byThing.has(part.thingId)) byThing.set(part.thingId, part);
  return [...byThing.values()];
}

/**
 * The resource sync of a run (doc 1 §2.16): one row per Pi the run synced,
 * with its ping status and its part of the run's own sync (issue 29: not
 * every Pi of the lab that ever synced), read again while it runs, as the
 * auto-sync progress view and the test details' resource sync panel show it,
 * with the way to the Labs page.
 */
export function RunSyncPanel({
  jobId,
  finished,
}: {
  jobId: string;
  /** The run has ended: it syncs nothing more. */
  finished: boolean;
}) {
  const { lab, things } = useJobLab(jobId);
  const syncs = useRunSyncs(jobId, finished);
  if (lab.isError || things.isError || syncs.isError) {
    return (
      <Alert.Root status="error" role="alert" size="sm">
        <Alert.Indicator />
        <Alert.Title>{LAB_MESSAGES.failedToRetrieveLabData}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!lab.data || !things.data || !syncs.data) {
    return (
      <Center py="6">
        <Spinner role="status" color="brand.solid" aria-label={LIVE_RUNS_TEXTS.resourceSync} />
      </Center>
    );
  }
  const pis = things.data;
  const ping = pingOf(pis);
  const parts = partsOf(syncs.data);
  return (
    <Stack gap="2" role="region" aria-label={LIVE_RUNS_TEXTS.resourceSync}>
      {parts.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {LIVE_RUNS_TEXTS.noRunSync}
        </Text>
      ) : (
        <TableScrollArea label={RESOURCE_SYNC_TEXTS.progress.title} borderWidth="1px" rounded="l2">
          <Table.Root size="sm" aria-label={RESOURCE_SYNC_TEXTS.progress.title}>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{LABS_SCREEN.columns.piName}</Table.ColumnHeader>
                <Table.ColumnHeader>{LABS_SCREEN.columns.status}</Table.ColumnHeader>
                <Table.ColumnHeader>{RESOURCE_SYNC_TEXTS.progress.resourceSync}</Table.ColumnHeader>
                <Table.ColumnHeader>{SYNC_PROGRESS_LABELS.resourcesDownloaded}</Table.ColumnHeader>
                <Table.ColumnHeader>{SYNC_PROGRESS_LABELS.resourcesCount}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {parts.map((part) => {
                const name = pis.find((pi) => pi.id === part.thingId)?.name ?? part.thingName;
                const figures = syncPartFigures(part);
                return (
                  <Table.Row
                    key={part.thingId}
                    data-thing={part.thingName}
                    data-state={part.state}
                    verticalAlign="top"
                  >
                    <Table.Cell as="th" scope="row" fontWeight="normal" textAlign="start">
                      <Text fontWeight="medium">{name}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {locationLabel(part.location)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <SyncPingBadge ping={ping(part.thingId)} />
                    </Table.Cell>
                    <Table.Cell>
                      <SyncStateBadge state={part.state} label={SYNC_PART_STATE_LABELS[part.state]} />
                    </Table.Cell>
                    <Table.Cell>
                      <SyncSizeBar figures={figures} state={part.state} name={name} compact />
                    </Table.Cell>
                    <Table.Cell>
                      <SyncCountBar figures={figures} name={name} compact />
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
      )}
      <Text fontSize="sm" color="fg.muted">
        <Link asChild colorPalette="brand">
          <RouterLink to={`${ROUTES.labs}?lab=${encodeURIComponent(lab.data.id)}`}>
            {LIVE_RUNS_TEXTS.syncDetailsOnLabs}
          </RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
