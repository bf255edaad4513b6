import { DismissibleAlert } from '../../../components/feedback/DismissibleAlert';
import { Alert, Button, Center, Fieldset, Grid, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { type UseQueryResult } from '@tanstack/react-query';
import {
  LAB_MESSAGES,
  LABS_SCREEN_TEXTS,
  type Lab,
  type LocationId,
  type Marketplace,
  type Pi,
  type PiPingState,
  SYNC_PROGRESS_MESSAGES,
  SYNC_RESOURCE_MESSAGES,
  type SyncSubmissionInput,
  WIZARD_BUTTONS,
  formatResourceSize,
  syncLocationStatuses,
  syncSubmissionErrors,
  thingNameToPiName,
  validateSyncSubmission,
  RESOURCE_SYNC_TEXTS,
} from '@oak/shared';
import { type FormEvent, useMemo, useState } from 'react';
import { useSyncOptions } from '../api/get-sync-options';
import { useSubmitResourceSync } from '../api/submit-resource-sync';
import {
  chosenScenarios,
  labSyncLocations,
  manifestsOf,
  offeredLocales,
  suggestedSyncLocations,
} from '../utils/sync-selection';
import { SyncLocalePicker } from './SyncLocalePicker';
import { SyncLocationPicker } from './SyncLocationPicker';
import { SyncOptionTree } from './SyncOptionTree';

const texts = RESOURCE_SYNC_TEXTS.newSync;

function Loading({ label }: { label: string }) {
  return (
    <Center py="6" gap="2" color="fg.muted" fontSize="sm">
      <Spinner size="sm" />
      <Text>{label}</Text>
    </Center>
  );
}

function ErrorAlert({
  title,
  description,
  onRetry,
}: {
  title: string;
  description?: string;
  onRetry?: () => void;
}) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description && <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
      {onRetry && (
        <Button size="xs" variant="outline" alignSelf="center" onClick={onRetry}>
          {LABS_SCREEN_TEXTS.retry}
        </Button>
      )}
    </Alert.Root>
  );
}

/**
 * Choosing what to sync (doc 1 §2.16, §5): scenario types from the catalogue
 * tree, their locales, and at most five of the lab's locations. Submit checks
 * the choice as the spec says and shows every reason it cannot go; the cloud's
 * refusals show with its message.
 */
export function NewSyncForm({
  lab,
  things,
  pingOf,
}: {
  lab: Lab;
  things: UseQueryResult<Pi[]>;
  pingOf: (piId: string) => PiPingState;
}) {
  const catalogue = useSyncOptions();
  const submission = useSubmitResourceSync(lab.id);
  const [checked, setChecked] = useState<string[]>([]);
  const [locales, setLocales] = useState<Marketplace[]>([]);
  const [locations, setLocations] = useState<LocationId[]>([]);
  const [attempted, setAttempted] = useState(false);

  const pis = useMemo(() => things.data ?? [], [things.data]);
  const chosen = useMemo(() => chosenScenarios(catalogue.data ?? [], checked), [catalogue.data, checked]);
  const offered = useMemo(() => offeredLocales(chosen), [chosen]);
  // A locale stays chosen while some chosen scenario type offers it.
  const chosenLocales = locales.filter((locale) => offered.includes(locale));
  const labLocations = useMemo(() => labSyncLocations(lab, pis), [lab, pis]);
  const suggested = useMemo(
    () =>
      suggestedSyncLocations(
        chosen,
        chosenLocales,
        labLocations.map((item) => item.location),
      ),
    [chosen, chosenLocales, labLocations],
  );

  const input: SyncSubmissionInput = {
    locales: chosenLocales,
    locations,
    manifests: manifestsOf(chosen),
    labLock: lab.lock,
    locationStatuses: syncLocationStatuses(
      labLocations.flatMap(({ location, pis: here }) =>
        here.map((pi) => ({ location, ping: pingOf(pi.id) })),
      ),
    ),
  };
  const errors = attempted ? syncSubmissionErrors(input) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const request = validateSyncSubmission(input);
    if (!request.ok) return;
    submission.mutate(request.value, { onSuccess: () => setAttempted(false) });
  };

  const piNames = thingNameToPiName(pis);

  return (
    <form onSubmit={submit} noValidate aria-label={texts.title}>
      <Stack gap="4">
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1.2fr)' }}
          gap="5"
        >
          <Fieldset.Root minW="0">
            <Fieldset.Legend fontWeight="semibold" fontSize="sm" mb="2">
              {texts.scenarioTypes}
            </Fieldset.Legend>
            {catalogue.status === 'pending' ? (
              <Loading label={SYNC_PROGRESS_MESSAGES.retrievingInformation} />
            ) : catalogue.status === 'error' ? (
              <ErrorAlert
                title={SYNC_RESOURCE_MESSAGES.resourcesDataUnavailable}
                description={catalogue.error.message}
                onRetry={() => void catalogue.refetch()}
              />
            ) : (
              <SyncOptionTree catalogue={catalogue.data} checked={checked} onCheckedChange={setChecked} />
            )}
          </Fieldset.Root>

          <Fieldset.Root minW="0">
            <Fieldset.Legend fontWeight="semibold" fontSize="sm" mb="2">
              {texts.locales}
            </Fieldset.Legend>
            <SyncLocalePicker offered={offered} selected={chosenLocales} onChange={setLocales} />
          </Fieldset.Root>

          <Fieldset.Root minW="0">
            <HStack justify="space-between" mb="2" align="baseline">
              <Fieldset.Legend fontWeight="semibold" fontSize="sm">
                {texts.locations}
              </Fieldset.Legend>
              <Text fontSize="xs" color="fg.muted">
                {texts.locationsChosen(locations.length)}
              </Text>
            </HStack>
            {things.status === 'pending' ? (
              <Loading label={LABS_SCREEN_TEXTS.loadingPis} />
            ) : things.status === 'error' || labLocations.length === 0 ? (
              <ErrorAlert title={LAB_MESSAGES.failedRetrievingLocations} />
            ) : (
              <SyncLocationPicker
                locations={labLocations}
                selected={locations}
                suggested={suggested}
                pingOf={pingOf}
                onChange={setLocations}
              />
            )}
          </Fieldset.Root>
        </Grid>

        {errors.length > 0 && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <List.Root gap="1" ps="0" listStyleType="none">
                {errors.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List.Root>
            </Alert.Content>
          </Alert.Root>
        )}
        {submission.isPending && (
          <Alert.Root status="info" role="status">
            <Spinner size="sm" />
            <Alert.Title>{SYNC_PROGRESS_MESSAGES.submittingResources}</Alert.Title>
          </Alert.Root>
        )}
        {submission.isError && (
          <DismissibleAlert
            status="error"
            title={submission.error.message}
            onDismiss={() => submission.reset()}
          />
        )}
        {submission.isSuccess && (
          <DismissibleAlert status="success" title={texts.submitted} onDismiss={() => submission.reset()}>
            <List.Root gap="0.5" ps="0" listStyleType="none">
              {submission.data.pis.map((pi) => (
                <List.Item key={pi.thingId}>
                  {texts.submittedPi(
                    piNames[pi.thingName] ?? pi.thingName,
                    pi.fileCount,
                    formatResourceSize(pi.totalBytes),
                  )}
                </List.Item>
              ))}
            </List.Root>
          </DismissibleAlert>
        )}

        <HStack justify="space-between" gap="4" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {texts.selectionSummary(input.manifests.length, chosenLocales.length, locations.length)}
          </Text>
          <Button type="submit" size="sm" colorPalette="brand" loading={submission.isPending}>
            {WIZARD_BUTTONS.submit}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
