import { Box, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { type UseQueryResult } from '@tanstack/react-query';
import { type Lab, type Pi, type PiPingState, thingNameToPiName, RESOURCE_SYNC_TEXTS } from '@oak/shared';
import { type ReactNode, useId, useMemo } from 'react';
import { useSyncHistory } from '../../../lib/api/get-sync-history';
import { NewSyncForm } from './NewSyncForm';
import { SyncHistoryList } from './SyncHistoryList';
import { SyncProgressView } from '../../../components/sync-progress/SyncProgressView';

function PanelSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id}>
      <Stack gap="0.5" mb="3">
        <Heading as="h3" size="sm" id={id}>
          {title}
        </Heading>
        {description && (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Box>
  );
}

/**
 * The selected lab's resource sync (doc 1 §2.16, §4.8, §5): a new sync's
 * choice and submission, every Pi's download progress, live, and the lab's
 * sync history. Mounted only while its tab shows, so its socket closes when
 * the tab or the screen is left.
 */
export function ResourceSyncPanel({
  lab,
  things,
  pingOf,
}: {
  lab: Lab;
  things: UseQueryResult<Pi[]>;
  pingOf: (piId: string) => PiPingState;
}) {
  const history = useSyncHistory(lab.id);
  const pis = useMemo(() => things.data ?? [], [things.data]);
  const piNames = useMemo(() => thingNameToPiName(pis), [pis]);
  const texts = RESOURCE_SYNC_TEXTS;
  return (
    <Stack gap="6" separator={<Separator />}>
      <PanelSection title={texts.newSync.title} description={texts.newSync.description}>
        <NewSyncForm lab={lab} things={things} pingOf={pingOf} />
      </PanelSection>
      <PanelSection title={texts.progress.title}>
        <SyncProgressView lab={lab} pis={pis} pingOf={pingOf} />
      </PanelSection>
      <PanelSection title={texts.history.title}>
        <SyncHistoryList history={history} piNames={piNames} />
      </PanelSection>
    </Stack>
  );
}
