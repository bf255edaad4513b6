import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  EmptyState,
  Heading,
  HStack,
  Spinner,
  Stack,
  Tabs,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { type UseQueryResult } from '@tanstack/react-query';
import {
  LAB_MESSAGES,
  LABS_SCREEN,
  LABS_SCREEN_TEXTS,
  type Lab,
  type Pi,
  type SetupDistro,
  WIZARD_LIST_MESSAGES,
  calibrateButtonMode,
  isLabLocked,
  labLockText,
  RESOURCE_SYNC_TEXTS,
} from '@oak/shared';
import { Suspense, lazy, useState } from 'react';
import { LoadingFallback } from '../../../components/feedback/LoadingFallback';
import { reloadForMissingChunk } from '../../../lib/reload-for-missing-chunk';
import { useHealthCheck } from '../hooks/useHealthCheck';
import { type LabCalibration } from '../hooks/useCalibration';
import { type LabControls } from '../hooks/useLabControls';
import { type PiClientStatusStore } from '../hooks/usePiClientStatuses';
import { CalibrateDialog } from './CalibrateDialog';
import { CalibrationOutcomeAlert } from './CalibrationOutcomeAlert';
import { DisabledReasonTooltip } from './DisabledReasonTooltip';
import { HealthCheckDialog } from './HealthCheckDialog';
import { LabControlsMenu } from './LabControlsMenu';
import { PiTable } from './PiTable';
import { SetupCommandDialog } from './SetupCommandDialog';
import { SetupMenu } from './SetupMenu';

// The Resource Sync tab (its tree of options, the live socket's client) is a chunk of its own,
// fetched when the tab is first opened: the screen's first paint needs only the Pi table.
const ResourceSyncPanel = lazy(() =>
  reloadForMissingChunk(import('./ResourceSyncPanel')).then((module) => ({
    default: module.ResourceSyncPanel,
  })),
);

const OVERVIEW_TAB = 'overview';
const RESOURCE_SYNC_TAB = 'resource-sync';

/**
 * The selected lab: its header buttons, its 'Overview' tab with the table of
 * its Pis (doc 2 §2) and its resource sync tab (doc 1 §2.16). A tab's content
 * mounts only while it shows, so the sync tab's live socket closes when left.
 */
export function LabPanel({
  lab,
  things,
  statuses,
  controls,
  calibration,
  selectedPiId,
  onSelectPi,
}: {
  lab: Lab;
  things: UseQueryResult<Pi[]>;
  statuses: PiClientStatusStore;
  controls: LabControls;
  calibration: LabCalibration;
  selectedPiId: string | undefined;
  onSelectPi: (piId: string) => void;
}) {
  const pis = things.data ?? [];
  const selectedPi = pis.find((pi) => pi.id === selectedPiId);
  const healthCheck = useHealthCheck();
  const [setupDistro, setSetupDistro] = useState<SetupDistro | null>(null);
  const [healthCheckPi, setHealthCheckPi] = useState<Pi>();
  const [calibrationPi, setCalibrationPi] = useState<Pi>();

  const calibrateMode = selectedPi
    ? calibrateButtonMode(statuses.statusOf(lab.id, selectedPi.id))
    : undefined;
  const calibratingPi = pis.find((pi) => calibrateButtonMode(statuses.statusOf(lab.id, pi.id)) === 'stop');
  const outcome = calibration.outcomeOf(lab.id);
  const running = controls.runningIn(lab.id);

  const startHealthCheck = (pi: Pi) => {
    setHealthCheckPi(pi);
    void healthCheck.run(lab.id, pi.id);
  };

  return (
    <Card.Root variant="outline" minW="0">
      <Card.Header borderBottomWidth="1px" pb="4">
        <HStack justify="space-between" align="start" gap="4" wrap="wrap">
          <Stack gap="1">
            <HStack gap="3">
              <Heading as="h2" size="lg">
                {lab.name}
              </Heading>
              <Badge variant="subtle" colorPalette={isLabLocked(lab.lock) ? 'orange' : 'green'}>
                {labLockText(lab.lock)}
              </Badge>
            </HStack>
            {(lab.address || lab.region) && (
              <Text fontSize="sm" color="fg.muted">
                {[lab.address, lab.region].filter(Boolean).join(' · ')}
              </Text>
            )}
          </Stack>
          <Wrap gap="2">
            <SetupMenu onChoose={setSetupDistro} />
            <DisabledReasonTooltip reason={selectedPi ? undefined : LABS_SCREEN_TEXTS.selectPiFirst}>
              <Button
                size="sm"
                variant="outline"
                disabled={!selectedPi}
                onClick={() => selectedPi && startHealthCheck(selectedPi)}
              >
                {LABS_SCREEN.buttons.healthCheck}
              </Button>
            </DisabledReasonTooltip>
            <LabControlsMenu
              running={running !== undefined}
              disabled={pis.length === 0}
              onRun={(control) => void controls.run(lab, pis, control)}
            />
            {calibrateMode === 'stop' && selectedPi ? (
              <Button
                size="sm"
                colorPalette="red"
                loading={calibration.stoppingIn(lab.id)}
                onClick={() => void calibration.stop(lab, pis, selectedPi)}
              >
                {LABS_SCREEN.buttons.stopCalibration}
              </Button>
            ) : (
              <DisabledReasonTooltip
                reason={
                  !selectedPi
                    ? LABS_SCREEN_TEXTS.selectPiFirst
                    : calibrateMode === 'disabled'
                      ? LABS_SCREEN_TEXTS.otherPiCalibrating
                      : undefined
                }
              >
                <Button
                  size="sm"
                  colorPalette="brand"
                  disabled={calibrateMode !== 'calibrate'}
                  onClick={() => setCalibrationPi(selectedPi)}
                >
                  {LABS_SCREEN.buttons.calibrate}
                </Button>
              </DisabledReasonTooltip>
            )}
          </Wrap>
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        <Tabs.Root defaultValue={OVERVIEW_TAB} variant="line" colorPalette="brand" lazyMount unmountOnExit>
          <Tabs.List>
            <Tabs.Trigger value={OVERVIEW_TAB}>{LABS_SCREEN.overviewTab}</Tabs.Trigger>
            <Tabs.Trigger value={RESOURCE_SYNC_TAB}>{RESOURCE_SYNC_TEXTS.tab}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value={OVERVIEW_TAB}>
            <Stack gap="4">
              {calibratingPi && !outcome && (
                <Alert.Root status="info" variant="subtle" role="status">
                  <Spinner size="sm" />
                  <Alert.Title>{`${
                    calibration.syncingIn(lab.id)
                      ? LABS_SCREEN_TEXTS.calibration.syncingResources
                      : LABS_SCREEN_TEXTS.calibration.calibrating
                  }: ${calibratingPi.name}`}</Alert.Title>
                </Alert.Root>
              )}
              {outcome && (
                <CalibrationOutcomeAlert outcome={outcome} onDismiss={() => calibration.dismiss(lab.id)} />
              )}
              {things.status === 'pending' ? (
                <Center py="10">
                  <Spinner role="status" color="brand.solid" aria-label={LABS_SCREEN_TEXTS.loadingPis} />
                </Center>
              ) : things.status === 'error' ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{WIZARD_LIST_MESSAGES.pis}</Alert.Title>
                    <Alert.Description>{things.error.message}</Alert.Description>
                  </Alert.Content>
                  <Button
                    size="sm"
                    variant="outline"
                    alignSelf="center"
                    loading={things.isFetching}
                    onClick={() => void things.refetch()}
                  >
                    {LABS_SCREEN_TEXTS.retry}
                  </Button>
                </Alert.Root>
              ) : pis.length === 0 ? (
                <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" rounded="l2">
                  <EmptyState.Content>
                    <EmptyState.Description>{LAB_MESSAGES.noPisInLab}</EmptyState.Description>
                  </EmptyState.Content>
                </EmptyState.Root>
              ) : (
                <PiTable
                  lab={lab}
                  pis={pis}
                  selectedId={selectedPi?.id}
                  onSelect={onSelectPi}
                  statusOf={(piId) => statuses.statusOf(lab.id, piId)}
                  errorOf={(piId, control) => controls.errorOf(lab.id, piId, control)}
                />
              )}
            </Stack>
          </Tabs.Content>
          <Tabs.Content value={RESOURCE_SYNC_TAB}>
            <Suspense fallback={<LoadingFallback label={`Loading ${RESOURCE_SYNC_TEXTS.tab}`} />}>
              <ResourceSyncPanel
                key={lab.id}
                lab={lab}
                things={things}
                pingOf={(piId) => statuses.statusOf(lab.id, piId).ping}
              />
            </Suspense>
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>

      <SetupCommandDialog
        lab={lab}
        pi={selectedPi}
        distro={setupDistro}
        onClose={() => setSetupDistro(null)}
      />
      <HealthCheckDialog
        pi={healthCheckPi}
        check={healthCheck}
        onRunAgain={() => healthCheckPi && startHealthCheck(healthCheckPi)}
        onClose={() => {
          healthCheck.clear();
          setHealthCheckPi(undefined);
        }}
      />
      <CalibrateDialog
        lab={lab}
        pi={calibrationPi}
        onStart={(pi, request) => void calibration.start(lab, pis, pi, request)}
        onClose={() => setCalibrationPi(undefined)}
      />
    </Card.Root>
  );
}
