import { Alert, Badge, Box, Button, Card, HStack, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import {
  FINISHED_JOB_STATES,
  JOB_FAILURE_CLASS_TEXTS,
  LIVE_ELAPSED_TICK_MS,
  LIVE_TEST_STATUSES,
  LIVE_RUNS_TEXTS,
  LIVE_TAB_LABELS,
  type LabJob,
  type LiveTabId,
  jobControlView,
  jobFailureLine,
  jobScenarioSuite,
  jobVerdictTitle,
  jobStateGroup,
  liveEndMessage,
  liveFamilyLayout,
  liveLoadingView,
  liveTestStatusOf,
  parseJobOptions,
} from '@oak/shared';
import { useState } from 'react';
import { useNow } from '../../../lib/useNow';
import { LIVE_FAMILY_VIEWS } from '../families/live-family-views';
import { useLiveJobFeed } from '../hooks/useLiveJobFeed';
import { liveProgressInput } from '../utils/live-progress-input.util';
import { liveRunName } from '../utils/running-tests-filter.util';
import { ProgressHeader } from './ProgressHeader';
import { RunSyncPanel } from './RunSyncPanel';
import { TestDetailsPanel } from './TestDetailsPanel';

/** The moment the card first showed, for the loading states' 10 seconds (doc 1 §2.17). */
function useMountedAt(): number {
  const [mountedAt] = useState(() => Date.now());
  return mountedAt;
}

/**
 * One running job (doc 1 §2.1, §2.2): its header with Terminate (and Resume
 * for a paused manual training run), the progress header, and the live-run
 * container's tabs, Test Metrics by default. The job's family (stored at
 * submit) gives the tabs and the header (shared's LIVE_FAMILY_TABLE) and the
 * view that fills them (LIVE_FAMILY_VIEWS); Test Details is every run's,
 * with what a family shows above the details (the FAR view).
 * Everything after the first listing comes from the job's live feed.
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
  const scenarioType = options?.testOptions.scenarioType;
  const testName = liveRunName(job);
  const running = jobStateGroup(job.state) !== 'completed';
  const layout = liveFamilyLayout(job.family, scenarioType);
  const [chosenTab, setTab] = useState<LiveTabId>(layout.defaultTab);
  const tab = layout.tabs.includes(chosenTab) ? chosenTab : layout.defaultTab;
  const stats = feed.testStats;
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
  // An ended run's verdict by its family's score, apart from its state (issue 29): a failed one is never green.
  const verdict = running ? undefined : (feed.testStatus?.verdict ?? job.verdict);
  const loading = liveLoadingView({
    hasData: feed.commonFeeds !== undefined || !running,
    waitedMs: now - mountedAt,
    jobState: job.state,
    testStatus: feed.testStatus?.status,
  });
  const autoSyncing = running && liveTestStatusOf(feed.testStatus?.status) === LIVE_TEST_STATUSES.autoSync;
  const live = LIVE_FAMILY_VIEWS[job.family].useContent({
    feed,
    options,
    suite: options ? jobScenarioSuite(options) : undefined,
    scenarioType,
    layout,
    running,
    now: new Date(now),
    loading,
    gate: { jobId: job.id, autoSyncing },
    openTab: setTab,
  });

  return (
    <Card.Root as="article" aria-label={testName} size="sm" variant="outline">
      {live.overlay}
      <Card.Header>
        <HStack justify="space-between" align="start" gap="4" wrap="wrap">
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Heading as="h3" size="md" wordBreak="break-word">
                {testName}
              </Heading>
              <Badge
                colorPalette={
                  running
                    ? 'blue'
                    : job.state === 'succeeded'
                      ? 'green'
                      : job.state === 'failed'
                        ? 'red'
                        : 'gray'
                }
              >
                {job.state}
              </Badge>
              {verdict && (
                <Badge colorPalette={verdict === 'passed' ? 'green' : 'red'}>
                  {jobVerdictTitle(verdict)}
                </Badge>
              )}
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
            variant: layout.header,
            state: job.state,
            scenarioType,
            stats,
            testStatus: feed.testStatus?.status,
            functionalCases: live.progressCases ?? [],
          })}
        />
        <Tabs.Root
          value={tab}
          onValueChange={({ value }) => {
            live.onTabPicked?.();
            setTab(value as LiveTabId);
          }}
          variant="line"
          colorPalette="brand"
          lazyMount
          unmountOnExit
        >
          <Tabs.List>
            {layout.tabs.map((id) => (
              <Tabs.Trigger key={id} value={id}>
                {LIVE_TAB_LABELS[id]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {layout.tabs
            .filter((id) => id !== 'testDetails')
            .map((id) => (
              <Tabs.Content key={id} value={id}>
                {live.panels[id]}
              </Tabs.Content>
            ))}
          <Tabs.Content value="testDetails">
            <Stack gap="5">
              {live.panels.testDetails}
              <TestDetailsPanel job={job} stats={stats} />
              <Box>
                <Heading as="h4" size="sm" mb="2">
                  {LIVE_RUNS_TEXTS.resourceSync}
                </Heading>
                <RunSyncPanel
                  jobId={job.id}
                  finished={(FINISHED_JOB_STATES as readonly string[]).includes(job.state)}
                />
              </Box>
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
