import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  HStack,
  Heading,
  Spinner,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import {
  LIVE_ELAPSED_TICK_MS,
  LIVE_LOADING_MESSAGES,
  LIVE_TEST_STATUSES,
  LIVE_RUNS_TEXTS,
  LIVE_TAB_LABELS,
  type LabJob,
  type LiveTabId,
  isFarScenarioType,
  jobControlView,
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
} from '@oak/shared';
import { useState } from 'react';
import { useNow } from '../../../lib/useNow';
import { useLiveJobFeed } from '../hooks/useLiveJobFeed';
import { BddDeviceInfo } from './BddDeviceInfo';
import { BddTestInfo } from './BddTestInfo';
import { MetricsGrid } from './MetricsGrid';
import { OptionalDutStatsTable } from './OptionalDutStatsTable';
import { ProgressHeader } from './ProgressHeader';
import { RunSyncPanel } from './RunSyncPanel';
import { TestDetailsPanel } from './TestDetailsPanel';
import { UtteranceFeedTable } from './UtteranceFeedTable';

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
  const testName = options?.testName ?? job.scenarioName;
  const running = jobStateGroup(job.state) !== 'completed';
  const tabs = liveRunTabs(suite, scenarioType);
  const [chosenTab, setTab] = useState<LiveTabId>(tabs.defaultTab);
  const tab = tabs.tabs.includes(chosenTab) ? chosenTab : tabs.defaultTab;
  const stats = feed.testStats;
  const control = jobControlView({
    state: job.state,
    scenarioType,
    mobileVoiceTrainingIsManual: options?.testOptions.customOptions?.mobileVoiceTrainingIsManual,
    androidDeviceIsConnected: stats.androidDeviceIsConnected,
  });
  const endMessage = liveEndMessage(job.state, feed.testStatus?.status);
  const loading = liveLoadingView({
    hasData: feed.commonFeeds !== undefined || !running,
    waitedMs: now - mountedAt,
    jobState: job.state,
    testStatus: feed.testStatus?.status,
  });
  const nowDate = new Date(now);
  const autoSyncing = running && liveTestStatusOf(feed.testStatus?.status) === LIVE_TEST_STATUSES.autoSync;
  const autoSyncPanel = (
    <Stack gap="3">
      <Text color="fg.muted" role="status">
        {LIVE_LOADING_MESSAGES.autoSyncInProgress}
      </Text>
      <RunSyncPanel jobId={job.id} />
    </Stack>
  );

  return (
    <Card.Root as="article" aria-label={testName} size="sm" variant="outline">
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
        {endMessage && (
          <Alert.Root status={job.state === 'canceled' ? 'warning' : 'success'} role="status" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{endMessage}</Alert.Title>
              {feed.testStatus?.message && <Alert.Description>{feed.testStatus.message}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
        )}
        <ProgressHeader
          testName={testName}
          input={{
            state: job.state,
            progressPercent: stats.percentage,
            testStatus: feed.testStatus?.status,
            far: scenarioType ? isFarScenarioType(scenarioType) : false,
          }}
        />
        <Tabs.Root
          value={tab}
          onValueChange={({ value }) => setTab(value as LiveTabId)}
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
            {autoSyncing ? (
              autoSyncPanel
            ) : loading.kind === 'spinner' ? (
              <Center py="8">
                <Spinner color="brand.solid" aria-label={LIVE_TAB_LABELS.testMetrics} />
              </Center>
            ) : loading.kind === 'message' ? (
              <Text color="fg.muted" role="status" py="4">
                {loading.message}
              </Text>
            ) : (
              <Stack gap="4">
                <MetricsGrid
                  label={LIVE_TAB_LABELS.testMetrics}
                  items={
                    liveProgressHeaderVariant(suite, scenarioType) === 'voiceRobustness'
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
                {stats.optionalDuts?.length ? <OptionalDutStatsTable duts={stats.optionalDuts} /> : null}
                <Box>
                  <Heading as="h4" size="sm" mb="2">
                    {LIVE_RUNS_TEXTS.recentUtterances}
                  </Heading>
                  <UtteranceFeedTable items={feed.utteranceFeeds} />
                </Box>
              </Stack>
            )}
          </Tabs.Content>
          <Tabs.Content value="testInfo">
            {autoSyncing ? (
              autoSyncPanel
            ) : (
              <BddTestInfo payload={feed.v2data.payload} status={feed.testStatus?.status} />
            )}
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
