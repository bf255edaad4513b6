import { Alert, Badge, Box, Button, Card, HStack, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import {
  type BddRunData,
  DEFAULT_DUT_TYPE,
  type FunctionalTestCase,
  JOB_FAILURE_CLASS_TEXTS,
  LIVE_ELAPSED_TICK_MS,
  LIVE_TEST_STATUSES,
  LIVE_RUNS_TEXTS,
  LIVE_TAB_LABELS,
  type LabJob,
  bddPendingAction,
  type LiveTabId,
  jobControlView,
  jobFailureLine,
  jobScenarioSuite,
  jobStateGroup,
  liveEndMessage,
  liveLoadingView,
  liveMetricItems,
  liveProgressHeaderVariant,
  liveRunTabs,
  liveTestStatusOf,
  liveVoiceRobustnessItems,
  parseJobOptions,
  roomOrientations,
} from '@oak/shared';
import { useMemo, useState } from 'react';
import { useNow } from '../../../lib/useNow';
import { useFunctionalSections } from '../hooks/useFunctionalSections';
import { useLiveJobFeed } from '../hooks/useLiveJobFeed';
import { functionalCaseKey, readFunctionalTestCases } from '../utils/functional-cases.util';
import { liveProgressInput } from '../utils/live-progress-input.util';
import { liveRunName } from '../utils/running-tests-filter.util';
import { BddDeviceInfo } from './BddDeviceInfo';
import { BddPauseDialog } from './BddPauseDialog';
import { BddTestInfo } from './BddTestInfo';
import { FunctionalTestMetrics } from './FunctionalTestMetrics';
import { FunctionalUtteranceDetails } from './FunctionalUtteranceDetails';
import { LiveDataGate } from './LiveDataGate';
import { LiveMetricsPanel } from './LiveMetricsPanel';
import { ProgressHeader } from './ProgressHeader';
import { RunSyncPanel } from './RunSyncPanel';
import { TestDetailsPanel } from './TestDetailsPanel';

/** The utterance details tabs of a functional run (doc 1 §2.2): one or the other, by scenario type. */
const UTTERANCE_TABS: readonly LiveTabId[] = ['utteranceDetailsCloud', 'utteranceDetails'];

/** The moment the card first showed, for the loading states' 10 seconds (doc 1 §2.17). */
function useMountedAt(): number {
  const [mountedAt] = useState(() => Date.now());
  return mountedAt;
}

/**
 * One running job (doc 1 §2.1, §2.2): its header with Terminate (and Resume
 * for a paused manual training run), the progress header, and the live-run
 * container's tabs, Test Metrics by default. Everything after the first
 * listing comes from the job's live feed.
 */
export function LiveRunCard({
  job: listed,
  busy,
  onTerminate,
  onResume,
}: {
  job: LabJob;
  /** A terminate or resume request of this job is in flight. */
  busy?: 'canceled' | 'resume';
  onTerminate: (job: LabJob) => void;
  onResume: (job: LabJob) => void;
}) {
  const feed = useLiveJobFeed(listed);
  const { job } = feed;
  const now = useNow(LIVE_ELAPSED_TICK_MS);
  const mountedAt = useMountedAt();
  const parsed = parseJobOptions(job.options);
  const options = parsed.ok ? parsed.value : undefined;
  const suite = options ? jobScenarioSuite(options) : undefined;
  const scenarioType = options?.testOptions.scenarioType;
  const testName = liveRunName(job);
  const running = jobStateGroup(job.state) !== 'completed';
  const tabs = liveRunTabs(suite, scenarioType);
  // The room of each scenario type the run plays (doc 1 §2.4's orientation image): its options never change.
  const orientations = useMemo(() => {
    const read = parseJobOptions(job.options);
    return read.ok ? roomOrientations(read.value) : [];
  }, [job.options]);
  const [chosenTab, setTab] = useState<LiveTabId>(tabs.defaultTab);
  const tab = tabs.tabs.includes(chosenTab) ? chosenTab : tabs.defaultTab;
  const stats = feed.testStats;
  const variant = liveProgressHeaderVariant(suite, scenarioType);
  const functional = variant === 'functional';
  const mobileFunctional = scenarioType === 'MOBILE_FUNCTIONAL';
  const functionalCases = useMemo(
    () => (functional ? readFunctionalTestCases(stats.functionalTestCases) : []),
    [functional, stats.functionalTestCases],
  );
  const sections = useFunctionalSections();
  const utteranceTab = tabs.tabs.find((id) => UTTERANCE_TABS.includes(id));
  const showUtterances = (testCase: FunctionalTestCase) => {
    sections.showCase(functionalCaseKey(testCase));
    if (utteranceTab) setTab(utteranceTab);
  };
  const control = jobControlView({
    state: job.state,
    scenarioType,
    mobileVoiceTrainingIsManual: options?.testOptions.customOptions?.mobileVoiceTrainingIsManual,
    androidDeviceIsConnected: stats.androidDeviceIsConnected,
  });
  const endMessage = liveEndMessage(job.state, feed.testStatus?.status);
  // A failed run says whose fault it is, so its watchers know whom to call (issue 28).
  const failureClass =
    job.state === 'failed' ? (feed.testStatus?.failureClass ?? job.failureClass) : undefined;
  const failureReason = feed.testStatus?.message ?? job.error;
  const loading = liveLoadingView({
    hasData: feed.commonFeeds !== undefined || !running,
    waitedMs: now - mountedAt,
    jobState: job.state,
    testStatus: feed.testStatus?.status,
  });
  const nowDate = new Date(now);
  const autoSyncing = running && liveTestStatusOf(feed.testStatus?.status) === LIVE_TEST_STATUSES.autoSync;
  const gate = { jobId: job.id, autoSyncing };
  // A BDD run waiting for manual steps asks every watcher (doc 1 §4.6); an ended run asks nothing.
  const pendingAction = running
    ? bddPendingAction(feed.v2data as Pick<BddRunData, 'action_message_to_show_in_console'>)
    : undefined;

  return (
    <Card.Root as="article" aria-label={testName} size="sm" variant="outline">
      <BddPauseDialog jobId={job.id} action={pendingAction} />
      <Card.Header>
        <HStack justify="space-between" align="start" gap="4" wrap="wrap">
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Heading as="h3" size="md" wordBreak="break-word">
                {testName}
              </Heading>
              <Badge colorPalette={running ? 'blue' : job.state === 'succeeded' ? 'green' : 'gray'}>
                {job.state}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {[
                scenarioType,
                `${LIVE_RUNS_TEXTS.lab}: ${job.labName}`,
                `${LIVE_RUNS_TEXTS.owner}: ${job.ownerEmail}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <HStack gap="2">
            {control.showResume && (
              <Button
                size="sm"
                colorPalette="brand"
                loading={busy === 'resume'}
                onClick={() => onResume(job)}
              >
                {LIVE_RUNS_TEXTS.resume}
              </Button>
            )}
            {control.showTerminate && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                loading={busy === 'canceled'}
                onClick={() => onTerminate(job)}
              >
                {LIVE_RUNS_TEXTS.terminate}
              </Button>
            )}
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        {feed.error.isError && (
          <Alert.Root status="error" role="alert" size="sm">
            <Alert.Indicator />
            <Alert.Title>{feed.error.message}</Alert.Title>
          </Alert.Root>
        )}
        {control.message && (
          <Alert.Root status={control.kind === 'terminatedAndroidDisconnected' ? 'error' : 'info'} size="sm">
            <Alert.Indicator />
            <Alert.Content>
              {control.title && <Alert.Title>{control.title}</Alert.Title>}
              <Alert.Description>{control.message}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {failureClass ? (
          <Alert.Root status="error" role="alert" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{jobFailureLine(failureClass, failureReason)}</Alert.Title>
              <Alert.Description>{JOB_FAILURE_CLASS_TEXTS[failureClass].whomToCall}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          endMessage && (
            <Alert.Root status={job.state === 'canceled' ? 'warning' : 'success'} role="status" size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{endMessage}</Alert.Title>
                {feed.testStatus?.message && <Alert.Description>{feed.testStatus.message}</Alert.Description>}
              </Alert.Content>
            </Alert.Root>
          )
        )}
        <ProgressHeader
          testName={testName}
          input={liveProgressInput({
            variant,
            state: job.state,
            scenarioType,
            stats,
            testStatus: feed.testStatus?.status,
            functionalCases,
          })}
        />
        <Tabs.Root
          value={tab}
          onValueChange={({ value }) => {
            sections.clearFocus();
            setTab(value as LiveTabId);
          }}
          variant="line"
          colorPalette="brand"
          lazyMount
          unmountOnExit
        >
          <Tabs.List>
            {tabs.tabs.map((id) => (
              <Tabs.Trigger key={id} value={id}>
                {LIVE_TAB_LABELS[id]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="testMetrics">
            <LiveDataGate {...gate} label={LIVE_TAB_LABELS.testMetrics} loading={loading}>
              {functional ? (
                <FunctionalTestMetrics
                  stats={stats}
                  cases={functionalCases}
                  mobile={mobileFunctional}
                  running={running}
                  now={nowDate}
                  openCategories={sections.openCategories}
                  onOpenCategoriesChange={sections.setOpenCategories}
                  onShowUtterances={showUtterances}
                />
              ) : (
                <LiveMetricsPanel
                  stats={stats}
                  utterances={feed.utteranceFeeds}
                  orientations={orientations}
                  items={
                    variant === 'voiceRobustness'
                      ? liveVoiceRobustnessItems(stats.enrollmentFeed, running, nowDate)
                      : liveMetricItems({
                          stats,
                          noise: feed.noiseFeeds,
                          suite,
                          scenarioType,
                          utteranceInjection: options?.testOptions.customOptions?.utteranceInjection === true,
                          running,
                          now: nowDate,
                        })
                  }
                />
              )}
            </LiveDataGate>
          </Tabs.Content>
          {utteranceTab && (
            <Tabs.Content value={utteranceTab}>
              <LiveDataGate {...gate} label={LIVE_TAB_LABELS[utteranceTab]} loading={loading}>
                <FunctionalUtteranceDetails
                  cases={functionalCases}
                  mobile={mobileFunctional}
                  assistant={stats.simulationOptions?.testConfig?.dutType ?? DEFAULT_DUT_TYPE}
                  openCases={sections.openCases}
                  onOpenCasesChange={sections.setOpenCases}
                  focusCase={sections.focusCase}
                  onBack={() => {
                    sections.clearFocus();
                    setTab('testMetrics');
                  }}
                />
              </LiveDataGate>
            </Tabs.Content>
          )}
          <Tabs.Content value="testInfo">
            <LiveDataGate {...gate} label={LIVE_TAB_LABELS.testInfo}>
              <BddTestInfo payload={feed.v2data.payload} status={feed.testStatus?.status} />
            </LiveDataGate>
          </Tabs.Content>
          <Tabs.Content value="deviceInfo">
            <BddDeviceInfo mapping={job.mapping} />
          </Tabs.Content>
          <Tabs.Content value="testDetails">
            <Stack gap="5">
              <TestDetailsPanel job={job} stats={stats} />
              <Box>
                <Heading as="h4" size="sm" mb="2">
                  {LIVE_RUNS_TEXTS.resourceSync}
                </Heading>
                <RunSyncPanel jobId={job.id} />
              </Box>
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
