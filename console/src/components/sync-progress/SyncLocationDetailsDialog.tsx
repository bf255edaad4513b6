import {
  Alert,
  Center,
  CloseButton,
  Code,
  DataList,
  Dialog,
  HStack,
  List,
  Portal,
  Spinner,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import {
  LABS_SCREEN_TEXTS,
  RESOURCE_DOWNLOAD_STATE_LABELS,
  SYNC_PROGRESS_MESSAGES,
  formatResourceSize,
  locationLabel,
  syncProgressFigures,
  RESOURCE_SYNC_TEXTS,
} from '@oak/shared';
import { useLocationResourceStatus } from '../../lib/api/get-location-resource-status';
import { ManifestStatusText } from './ManifestStatusText';
import { SyncCountBar, SyncSizeBar } from './SyncProgressBars';
import { SyncStateBadge } from './SyncProgressTable';

const texts = RESOURCE_SYNC_TEXTS.progress;

function LocationDetails({
  labId,
  location,
  piName,
  thingId,
}: {
  labId: string;
  location: string;
  piName: string;
  /** The Pi opened, among those standing at the location (booths at one position). */
  thingId?: string;
}) {
  const status = useLocationResourceStatus(labId, location, thingId);
  if (status.status === 'pending') {
    return (
      <Center py="6" gap="2" color="fg.muted" fontSize="sm">
        <Spinner size="sm" />
        <Text>{SYNC_PROGRESS_MESSAGES.retrievingInformation}</Text>
      </Center>
    );
  }
  if (status.status === 'error') {
    // None running answers the spec's 'There is no resource download in progress for this location.'
    return (
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Title>{status.error.message}</Alert.Title>
      </Alert.Root>
    );
  }
  const { resourceSync, desired } = status.data;
  const figures = resourceSync?.sync_inprogress && syncProgressFigures(resourceSync.sync_inprogress);
  return (
    <Stack gap="4">
      <DataList.Root orientation="horizontal" size="sm">
        {resourceSync && (
          <DataList.Item>
            <DataList.ItemLabel>{texts.resourceSync}</DataList.ItemLabel>
            <DataList.ItemValue>
              <SyncStateBadge
                state={resourceSync.state}
                label={RESOURCE_DOWNLOAD_STATE_LABELS[resourceSync.state]}
              />
            </DataList.ItemValue>
          </DataList.Item>
        )}
        {desired && (
          <DataList.Item>
            <DataList.ItemLabel>{RESOURCE_SYNC_TEXTS.history.files}</DataList.ItemLabel>
            <DataList.ItemValue>{`${desired.fileCount} · ${formatResourceSize(desired.totalBytes)}`}</DataList.ItemValue>
          </DataList.Item>
        )}
        {desired?.syncId && (
          <DataList.Item>
            <DataList.ItemLabel>{texts.syncId}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Code size="sm">{desired.syncId}</Code>
            </DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
      {figures && resourceSync && (
        <HStack gap="6" align="start" wrap="wrap">
          <SyncSizeBar figures={figures} state={resourceSync.state} name={piName} />
          <SyncCountBar figures={figures} name={piName} />
        </HStack>
      )}
      {resourceSync?.failed_files && resourceSync.failed_files.length > 0 && (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            {texts.failedFiles}
          </Text>
          <List.Root fontSize="xs" fontFamily="mono" ps="4">
            {resourceSync.failed_files.map((file) => (
              <List.Item key={file}>{file}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * One Pi's location, expanded: the download in progress at that Pi (doc 1 §8 'no
 * resource download in progress' when none) and, in its Resources Status tab,
 * whether its Pi holds its prior sync selection, with Refresh (doc 1 §4.8, §8).
 */
export function SyncLocationDetailsDialog({
  labId,
  target,
  onClose,
}: {
  labId: string;
  target: { readonly location: string; readonly piName: string; readonly thingId?: string } | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={target !== undefined} onOpenChange={({ open }) => !open && onClose()} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{target ? texts.detailsTitle(target.piName) : ''}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {target && (
                <Stack gap="3">
                  <Text fontSize="sm" color="fg.muted">
                    {locationLabel(target.location)}
                  </Text>
                  {target.thingId ? (
                    <Tabs.Root defaultValue="download" variant="line" size="sm" lazyMount unmountOnExit>
                      <Tabs.List>
                        <Tabs.Trigger value="download">{texts.download}</Tabs.Trigger>
                        <Tabs.Trigger value="resources-status">{texts.resourcesStatus}</Tabs.Trigger>
                      </Tabs.List>
                      <Tabs.Content value="download">
                        <LocationDetails
                          labId={labId}
                          location={target.location}
                          piName={target.piName}
                          thingId={target.thingId}
                        />
                      </Tabs.Content>
                      <Tabs.Content value="resources-status">
                        <ManifestStatusText labId={labId} thingId={target.thingId} variant="details" />
                      </Tabs.Content>
                    </Tabs.Root>
                  ) : (
                    <LocationDetails labId={labId} location={target.location} piName={target.piName} />
                  )}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={LABS_SCREEN_TEXTS.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
