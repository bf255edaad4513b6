import { Badge, Button, Spinner, Table, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import {
  type AutoSyncProgressRow,
  LABS_SCREEN,
  type PiPingState,
  type ResourceDownloadState,
  type SyncPartState,
  SYNC_PROGRESS_MESSAGES,
  SYNC_PROGRESS_LABELS,
  locationLabel,
  RESOURCE_SYNC_TEXTS,
} from '@oak/shared';
import { useEffect, useRef } from 'react';
import { manifestStateQueryKey } from '../../lib/api/get-manifest-state';
import { ManifestStatusText } from './ManifestStatusText';
import { SyncPingBadge } from './SyncPingBadge';
import { SyncCountBar, SyncSizeBar } from './SyncProgressBars';
import { TableScrollArea } from '../tables/TableScrollArea';

const STATE_PALETTES: Readonly<Record<SyncPartState, string>> = {
  sync_inprogress: 'blue',
  complete: 'green',
  failed: 'red',
  queued: 'gray',
  canceled: 'orange',
};

/**
 * A Pi's resource download state (doc 1 §4.8), or how its part of a sync
 * ended (canceled: replaced by a newer sync), with a spinner while it downloads.
 */
export function SyncStateBadge({ state, label }: { state: SyncPartState; label: string }) {
  return (
    <Badge variant="subtle" colorPalette={STATE_PALETTES[state]} gap="1.5" data-state={state}>
      {state === 'sync_inprogress' && <Spinner size="xs" />}
      {label}
    </Badge>
  );
}

/**
 * A Pi's manifest status in the table; asked again once its download ends,
 * since what it holds has changed.
 */
function ManifestCell({
  labId,
  thingId,
  state,
}: {
  labId: string;
  thingId: string;
  state: ResourceDownloadState;
}) {
  const queryClient = useQueryClient();
  const shownState = useRef(state);
  useEffect(() => {
    if (shownState.current === state) return;
    shownState.current = state;
    if (state === 'complete' || state === 'failed')
      void queryClient.invalidateQueries({ queryKey: manifestStateQueryKey(labId, thingId) });
  }, [labId, thingId, state, queryClient]);
  return <ManifestStatusText labId={labId} thingId={thingId} variant="overview" />;
}

/**
 * One row per Pi of the lab's sync (doc 1 §2.16), in the order of doc 1 §4.8:
 * its name and location, its ping, its state, the size and count bars
 * ('Retrieving resources ...' until its figures arrive) and, for the lab's own
 * Pis, whether it holds its prior sync selection (doc 1 §4.8).
 */
export function SyncProgressTable({
  caption,
  labId,
  rows,
  pingOf,
  locationOf,
  thingIdOf,
  onDetails,
}: {
  caption: string;
  labId: string;
  rows: readonly AutoSyncProgressRow[];
  pingOf: (thingName: string) => PiPingState;
  locationOf: (thingName: string) => string | undefined;
  thingIdOf: (thingName: string) => string | undefined;
  onDetails: (row: AutoSyncProgressRow) => void;
}) {
  const texts = RESOURCE_SYNC_TEXTS.progress;
  return (
    <TableScrollArea label={caption} borderWidth="1px" rounded="l2">
      <Table.Root size="sm" aria-label={caption}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>{LABS_SCREEN.columns.piName}</Table.ColumnHeader>
            <Table.ColumnHeader>{LABS_SCREEN.columns.status}</Table.ColumnHeader>
            <Table.ColumnHeader>{texts.resourceSync}</Table.ColumnHeader>
            <Table.ColumnHeader>{SYNC_PROGRESS_LABELS.resourcesDownloaded}</Table.ColumnHeader>
            <Table.ColumnHeader>{SYNC_PROGRESS_LABELS.resourcesCount}</Table.ColumnHeader>
            <Table.ColumnHeader>{texts.resourcesStatus}</Table.ColumnHeader>
            <Table.ColumnHeader w="1" />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const location = locationOf(row.thingName);
            const thingId = thingIdOf(row.thingName);
            return (
              <Table.Row
                key={row.thingName}
                data-thing={row.thingName}
                data-state={row.state}
                verticalAlign="top"
              >
                <Table.Cell as="th" scope="row" fontWeight="normal" textAlign="start">
                  <Text fontWeight="medium">{row.piName}</Text>
                  {location && (
                    <Text fontSize="xs" color="fg.muted">
                      {locationLabel(location)}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <SyncPingBadge ping={pingOf(row.thingName)} />
                </Table.Cell>
                <Table.Cell>
                  <SyncStateBadge state={row.state} label={row.stateLabel} />
                </Table.Cell>
                {row.figures ? (
                  <>
                    <Table.Cell>
                      <SyncSizeBar figures={row.figures} state={row.state} name={row.piName} compact />
                    </Table.Cell>
                    <Table.Cell>
                      <SyncCountBar figures={row.figures} name={row.piName} compact />
                    </Table.Cell>
                  </>
                ) : (
                  <Table.Cell colSpan={2}>
                    <Text fontSize="sm" color="fg.muted">
                      {SYNC_PROGRESS_MESSAGES.retrievingResources}
                    </Text>
                  </Table.Cell>
                )}
                <Table.Cell>
                  {thingId && <ManifestCell labId={labId} thingId={thingId} state={row.state} />}
                </Table.Cell>
                <Table.Cell>
                  {location && (
                    <Button
                      size="xs"
                      variant="ghost"
                      aria-label={`${texts.details}: ${row.piName}`}
                      onClick={() => onDetails(row)}
                    >
                      {texts.details}
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}
