import { Alert, Center, EmptyState, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  type AutoSyncProgressRow,
  LAB_MESSAGES,
  type Lab,
  type Pi,
  type PiPingState,
  SYNC_PROGRESS_MESSAGES,
  piLocation,
  thingNameToPiName,
  RESOURCE_SYNC_TEXTS,
} from '@oak/shared';
import { useMemo, useState } from 'react';
import { useLabSyncProgress } from '../../hooks/useLabSyncProgress';
import { SyncLocationDetailsDialog } from './SyncLocationDetailsDialog';
import { SyncProgressTable } from './SyncProgressTable';

/**
 * The lab's sync progress, live (doc 1 §2.16): the status call on opening,
 * then the lab status socket; 'Retrieving resources ...' until data arrives.
 */
export function SyncProgressView({
  lab,
  pis,
  pingOf,
}: {
  lab: Lab;
  pis: readonly Pi[];
  pingOf: (piId: string) => PiPingState;
}) {
  const piNames = useMemo(() => thingNameToPiName(pis), [pis]);
  const progress = useLabSyncProgress(lab.id, piNames);
  const [details, setDetails] = useState<{ location: string; piName: string; thingId?: string }>();
  const byThing = useMemo(() => new Map(pis.map((pi) => [pi.thingName, pi])), [pis]);
  const texts = RESOURCE_SYNC_TEXTS.progress;

  const locationOf = (thingName: string) => {
    const pi = byThing.get(thingName);
    return (pi && piLocation(lab, pi.id)) ?? progress.statusOf(thingName)?.location ?? undefined;
  };
  const pingOfThing = (thingName: string): PiPingState => {
    const pi = byThing.get(thingName);
    return pi ? pingOf(pi.id) : 'unknown';
  };
  const openDetails = (row: AutoSyncProgressRow) => {
    const location = locationOf(row.thingName);
    if (location) setDetails({ location, piName: row.piName, thingId: byThing.get(row.thingName)?.id });
  };

  return (
    <Stack gap="3">
      {progress.socketError && !progress.connected && (
        <Alert.Root status="warning" role="status" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{texts.liveUnavailable}</Alert.Title>
            <Alert.Description>{progress.socketError}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {progress.loadError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{LAB_MESSAGES.failedToRetrieveLabData}</Alert.Title>
            <Alert.Description>{progress.loadError}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : !progress.rows ? (
        <Center py="6" gap="2" color="fg.muted" fontSize="sm" role="status">
          <Spinner size="sm" />
          <Text>{SYNC_PROGRESS_MESSAGES.retrievingResources}</Text>
        </Center>
      ) : progress.rows.length === 0 ? (
        <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" rounded="l2">
          <EmptyState.Content>
            <EmptyState.Description>{texts.noDownloads}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SyncProgressTable
          caption={texts.title}
          labId={lab.id}
          rows={progress.rows}
          pingOf={pingOfThing}
          locationOf={locationOf}
          thingIdOf={(thingName) => byThing.get(thingName)?.id}
          onDetails={openDetails}
        />
      )}
      <SyncLocationDetailsDialog labId={lab.id} target={details} onClose={() => setDetails(undefined)} />
    </Stack>
  );
}
