import { Alert, Center, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { LAB_MESSAGES, LIVE_RUNS_TEXTS, type Pi, type PiPingState, ROUTES } from '@oak/shared';
import { Link as RouterLink } from 'react-router';
import { SyncProgressView } from '../../../components/sync-progress/SyncProgressView';
import { useJobLab } from '../api/get-job-lab';

/** A Pi's ping status as the lab last heard it (doc 1 §2.16: Online, Offline, or a spinner while unknown). */
const pingOf =
  (pis: readonly Pi[]) =>
  (piId: string): PiPingState =>
    pis.find((pi) => pi.id === piId)?.status ?? 'unknown';

/**
 * The resource sync of a run's lab (doc 1 §2.16): one row per Pi with its
 * ping status and live sync progress, as the auto-sync progress view and the
 * test details' resource sync panel show it, with the way to the Labs page.
 */
export function RunSyncPanel({ jobId }: { jobId: string }) {
  const { lab, things } = useJobLab(jobId);
  if (lab.isError || things.isError) {
    return (
      <Alert.Root status="error" role="alert" size="sm">
        <Alert.Indicator />
        <Alert.Title>{LAB_MESSAGES.failedToRetrieveLabData}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!lab.data || !things.data) {
    return (
      <Center py="6">
        <Spinner role="status" color="brand.solid" aria-label={LIVE_RUNS_TEXTS.resourceSync} />
      </Center>
    );
  }
  return (
    <Stack gap="2" role="region" aria-label={LIVE_RUNS_TEXTS.resourceSync}>
      <SyncProgressView lab={lab.data} pis={things.data} pingOf={pingOf(things.data)} />
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
