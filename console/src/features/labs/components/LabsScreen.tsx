import { Alert, Center, Grid, Spinner } from '@chakra-ui/react';
import { LAB_MESSAGES, LABS_SCREEN_TEXTS, type Lab, NAVIGATION_LABELS } from '@oak/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useToastsShown } from '../../../lib/useToastsShown';
import { useLabsThings } from '../../../lib/api/get-lab-things';
import { useLabs } from '../../../lib/api/get-labs';
import { useCalibration } from '../hooks/useCalibration';
import { useLabControls } from '../hooks/useLabControls';
import { usePiClientStatuses } from '../hooks/usePiClientStatuses';
import { usePingOnLoad } from '../hooks/usePingOnLoad';
import { LABS_TOAST_ROOM, labsToaster } from '../utils/labs-toaster';
import { LabNavigation } from './LabNavigation';
import { LabPanel } from './LabPanel';
import { LabsToaster } from './LabsToaster';

/** The query parameter naming the lab shown, so a lab can be linked to. */
const LAB_PARAM = 'lab';

/** The widest the lab list grows for long lab names, leaving the lab's panel the room it needs. */
const LAB_NAVIGATION_MAX_WIDTH = '28rem';

function LabsWorkspace({ labs }: { labs: readonly Lab[] }) {
  const [params, setParams] = useSearchParams();
  const selectedLab = labs.find((lab) => lab.id === params.get(LAB_PARAM)) ?? labs[0]!;
  const labsThings = useLabsThings(labs);
  const statuses = usePiClientStatuses();
  const controls = useLabControls(statuses);
  const calibration = useCalibration(statuses);
  const [selectedPis, setSelectedPis] = useState<Readonly<Record<string, string>>>({});
  usePingOnLoad(labs, labsThings, controls.pingPis);
  // Toasts sit over the bottom of the window: room below lets the last Pi rows scroll clear of them.
  const toastsShown = useToastsShown(labsToaster);

  return (
    <Grid
      templateColumns={{ base: '1fr', md: `fit-content(${LAB_NAVIGATION_MAX_WIDTH}) minmax(0, 1fr)` }}
      gap="6"
      alignItems="start"
      pb={toastsShown ? LABS_TOAST_ROOM : undefined}
    >
      <LabNavigation
        labs={labs}
        selectedId={selectedLab.id}
        onSelect={(labId) => setParams({ [LAB_PARAM]: labId }, { replace: true })}
      />
      <LabPanel
        lab={selectedLab}
        things={labsThings[labs.indexOf(selectedLab)]!}
        statuses={statuses}
        controls={controls}
        calibration={calibration}
        selectedPiId={selectedPis[selectedLab.id]}
        onSelectPi={(piId) => setSelectedPis((previous) => ({ ...previous, [selectedLab.id]: piId }))}
      />
    </Grid>
  );
}

/**
 * The Labs and Pis screen (doc 2 §2): the labs on the left, the selected one's
 * Pis and controls on the right; an alert when labs cannot load, a warning when
 * there are none.
 */
export function LabsScreen() {
  const labs = useLabs();
  return (
    <>
      <PageHeader title={NAVIGATION_LABELS.configureLabs} />
      {labs.status === 'pending' ? (
        <Center py="16">
          <Spinner role="status" size="lg" color="brand.solid" aria-label={LABS_SCREEN_TEXTS.loadingLabs} />
        </Center>
      ) : labs.status === 'error' ? (
        <Alert.Root status="error" role="alert" maxW="3xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{LAB_MESSAGES.cannotRetrieveLabs}</Alert.Title>
            {/* Why: 'No labs found', the service error or the network error (doc 1 §8, doc 3 §8). */}
            <Alert.Description>{labs.error.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : labs.data.length === 0 ? (
        // A standing state of the account, not an interruption: polite, not an alert.
        <Alert.Root status="warning" role="status" maxW="3xl">
          <Alert.Indicator />
          <Alert.Title>{LAB_MESSAGES.noLabsSetup}</Alert.Title>
        </Alert.Root>
      ) : (
        <LabsWorkspace labs={labs.data} />
      )}
      <LabsToaster />
    </>
  );
}
