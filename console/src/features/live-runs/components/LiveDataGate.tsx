import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { LIVE_LOADING_MESSAGES, type LiveLoadingView } from '@oak/shared';
import { type ReactNode } from 'react';
import { RunSyncPanel } from './RunSyncPanel';

/**
 * What a live tab shows before its data (doc 1 §2.16, §2.17): while the run
 * auto-syncs its resources, the sync progress of its lab's Pis; else, when a
 * loading view is given, a spinner for up to 10 seconds and then why the data
 * is missing; once the data is in, the tab itself.
 */
export function LiveDataGate({
  jobId,
  label,
  autoSyncing,
  loading,
  children,
}: {
  jobId: string;
  /** The tab's name, which its spinner carries. */
  label: string;
  autoSyncing: boolean;
  loading?: LiveLoadingView;
  children: ReactNode;
}) {
  if (autoSyncing) {
    return (
      <Stack gap="3">
        <Text color="fg.muted" role="status">
          {LIVE_LOADING_MESSAGES.autoSyncInProgress}
        </Text>
        <RunSyncPanel jobId={jobId} finished={false} />
      </Stack>
    );
  }
  if (loading?.kind === 'spinner') {
    return (
      <Center py="8">
        <Spinner role="status" color="brand.solid" aria-label={label} />
      </Center>
    );
  }
  if (loading?.kind === 'message') {
    return (
      <Text color="fg.muted" role="status" py="4">
        {loading.message}
      </Text>
    );
  }
  return children;
}
