import { Alert, Badge, Box, Button, HStack, Link, Progress, Stack, Table, Text } from '@chakra-ui/react';
import {
  JOBS_LIST_LIMIT,
  JOB_FAILURE_CLASS_TEXTS,
  JOB_MESSAGES,
  JOB_REPORT_FORMATS,
  LIVE_RUNS_JOB_PARAM,
  type JobReportFormat,
  type LabJob,
  ROUTES,
  RUN_LIST_TEXTS,
  formatLiveUtcTime,
  jobFailureLine,
  jobScenarioSuite,
  jobStateGroup,
  jobVerdictTitle,
  liveProgressBarWidth,
  parseJobOptions,
  testSuiteById,
} from '@oak/shared';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { type RunListNotice } from '../../../lib/run-list-notice';
import { DismissibleAlert } from '../../../components/feedback/DismissibleAlert';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useApi } from '../../../lib/ApiProvider';
import { downloadReport } from '../api/download-report';
import { useRun, useRuns } from '../api/get-runs';
import { ApiRequestError } from '../../../lib/api-client';
import { JobsQueryFallback } from '../../../components/feedback/JobsQueryFallback';

const FORMAT_LABELS: Record<JobReportFormat, string> = {
  csv: RUN_LIST_TEXTS.downloadCsv,
  junit: RUN_LIST_TEXTS.downloadJunit,
};

/** What a row shows of a run's options; a job whose options cannot be read shows its own name. */
function describe(job: LabJob) {
  const options = parseJobOptions(job.options);
  if (!options.ok) return { testName: job.scenarioName, suite: '', scenario: job.scenarioName };
  const suite = testSuiteById(options.value.testSuite)?.displayName ?? jobScenarioSuite(options.value) ?? '';
  return { testName: options.value.testName, suite, scenario: options.value.testOptions.scenarioType };
}

function stateColor(job: LabJob): string {
  if (job.state === 'succeeded') return 'green';
  if (job.state === 'failed') return 'red';
  if (job.state === 'canceled') return 'gray';
  return jobStateGroup(job.state) === 'queued' ? 'orange' : 'blue';
}

/** Whether a run's read failed because there is no such run for this company (the cloud's 404). */
function isNotFound(error: Error | null): boolean {
  return error instanceof ApiRequestError && error.error.kind === 'server' && error.error.statusCode === 404;
}

function RunRow({
  job,
  onDownload,
}: {
  job: LabJob;
  onDownload: (job: LabJob, format: JobReportFormat) => void;
}) {
  const { testName, suite, scenario } = describe(job);
  const running = jobStateGroup(job.state) !== 'completed';
  const width = liveProgressBarWidth({ state: job.state, progressPercent: job.progress });
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">{testName}</Table.Cell>
      <Table.Cell>
        <Text>{suite}</Text>
        <Text fontSize="xs" color="fg.muted">
          {scenario}
        </Text>
      </Table.Cell>
      <Table.Cell>{job.labName}</Table.Cell>
      <Table.Cell>{job.ownerEmail}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatLiveUtcTime(job.createdAt).replace(' UTC', '')}</Table.Cell>
      <Table.Cell>
        <HStack gap="1" wrap="wrap">
          <Badge colorPalette={stateColor(job)}>{job.state}</Badge>
          {/* Its verdict by its family's score, apart from whether it ran to its end (issue 29). */}
          {job.verdict && (
            <Badge colorPalette={job.verdict === 'passed' ? 'green' : 'red'}>
              {jobVerdictTitle(job.verdict)}
            </Badge>
          )}
        </HStack>
        {/* Whose fault a failed run is, beside its state, so its owner knows whom to call (issue 28). */}
        {job.state === 'failed' && job.failureClass && (
          <Text
            fontSize="xs"
            color="fg.error"
            mt="1"
            lineClamp={2}
            title={JOB_FAILURE_CLASS_TEXTS[job.failureClass].whomToCall}
          >
            {jobFailureLine(job.failureClass, job.error)}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell minW="32">
        <Progress.Root value={width} size="xs" colorPalette={running ? 'brand' : stateColor(job)}>
          <Progress.Track aria-label={RUN_LIST_TEXTS.progressOf(testName)} rounded="full">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        {job.progress !== undefined && (
          <Text fontSize="xs" color="fg.muted" mt="1" fontVariantNumeric="tabular-nums">
            {Math.floor(job.progress)}%
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <HStack gap="2" wrap="wrap">
          {running && (
            <Link asChild colorPalette="brand" fontSize="sm">
              <RouterLink to={`${ROUTES.liveRuns}?${LIVE_RUNS_JOB_PARAM}=${encodeURIComponent(job.id)}`}>
                {RUN_LIST_TEXTS.watchLive}
              </RouterLink>
            </Link>
          )}
          {JOB_REPORT_FORMATS.map((format) => (
            <Button
              key={format}
              size="2xs"
              variant="outline"
              aria-label={RUN_LIST_TEXTS.downloadOf(FORMAT_LABELS[format], testName)}
              onClick={() => onDownload(job, format)}
            >
              {FORMAT_LABELS[format]}
            </Button>
          ))}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The run list (/v2/run): the company's runs, newest first, 50 a page, with
 * their suite, lab, state and progress, the way to the live view of a run
 * still running, and its reports as CSV or JUnit XML.
 */
export function RunListScreen() {
  const [params, setParams] = useSearchParams();
  const focused = params.get(LIVE_RUNS_JOB_PARAM) ?? undefined;
  return focused ? <OneRun jobId={focused} onAllRuns={() => setParams({})} /> : <AllRuns />;
}

/** The list narrowed to the run a link names (a completion mail's), with its reports. */
function OneRun({ jobId, onAllRuns }: { jobId: string; onAllRuns: () => void }) {
  const api = useApi();
  const run = useRun(jobId);
  const [downloadError, setDownloadError] = useState(false);
  const download = (job: LabJob, format: JobReportFormat) => {
    setDownloadError(false);
    downloadReport(api, job.id, format).catch(() => setDownloadError(true));
  };
  return (
    <>
      <HStack justify="space-between" align="start" gap="4" wrap="wrap">
        <PageHeader title={RUN_LIST_TEXTS.title} description={RUN_LIST_TEXTS.oneRun} />
        <Button size="sm" variant="outline" onClick={onAllRuns}>
          {RUN_LIST_TEXTS.allRuns}
        </Button>
      </HStack>
      {downloadError && (
        <DismissibleAlert
          status="error"
          mb="4"
          title={JOB_MESSAGES.reportDownloadFailed}
          onDismiss={() => setDownloadError(false)}
        />
      )}
      {isNotFound(run.error) ? (
        <Alert.Root status="warning" role="alert" maxW="3xl">
          <Alert.Indicator />
          <Alert.Title>{RUN_LIST_TEXTS.runNotFound}</Alert.Title>
        </Alert.Root>
      ) : (
        <JobsQueryFallback query={run} loadingText={RUN_LIST_TEXTS.loading}>
          {run.data && (
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <RunTable>
                <RunRow job={run.data} onDownload={download} />
              </RunTable>
            </Table.ScrollArea>
          )}
        </JobsQueryFallback>
      )}
    </>
  );
}

function RunTable({ children }: { children: ReactNode }) {
  return (
    <Table.Root size="sm" aria-label={RUN_LIST_TEXTS.title}>
      <Table.Header>
        <Table.Row>
          {Object.values(RUN_LIST_TEXTS.columns).map((label) => (
            <Table.ColumnHeader key={label}>{label}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>{children}</Table.Body>
    </Table.Root>
  );
}

function AllRuns() {
  const api = useApi();
  // Older pages are read by the creation time of the last run shown.
  const [pages, setPages] = useState<string[]>([]);
  const before = pages.at(-1);
  const runs = useRuns(before);
  const [downloadError, setDownloadError] = useState(false);
  const location = useLocation();
  const [notice, setNotice] = useState((location.state as RunListNotice | null)?.notice);
  const shown = runs.data ?? [];
  const oldest = shown.at(-1);

  const download = (job: LabJob, format: JobReportFormat) => {
    setDownloadError(false);
    downloadReport(api, job.id, format).catch(() => setDownloadError(true));
  };

  return (
    <>
      <HStack justify="space-between" align="start" gap="4" wrap="wrap">
        <PageHeader title={RUN_LIST_TEXTS.title} description={RUN_LIST_TEXTS.description} />
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={ROUTES.runCreate}>{RUN_LIST_TEXTS.createRun}</RouterLink>
        </Button>
      </HStack>
      {notice && (
        <DismissibleAlert status="success" mb="4" title={notice} onDismiss={() => setNotice(undefined)} />
      )}
      {downloadError && (
        <DismissibleAlert
          status="error"
          mb="4"
          title={JOB_MESSAGES.reportDownloadFailed}
          onDismiss={() => setDownloadError(false)}
        />
      )}
      <JobsQueryFallback query={runs} loadingText={RUN_LIST_TEXTS.loading}>
        {shown.length === 0 && !before ? (
          <Alert.Root status="info" role="status" maxW="3xl">
            <Alert.Indicator />
            <Alert.Title>{RUN_LIST_TEXTS.empty}</Alert.Title>
          </Alert.Root>
        ) : (
          <Stack gap="4">
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm" aria-label={RUN_LIST_TEXTS.title}>
                <Table.Header>
                  <Table.Row>
                    {Object.values(RUN_LIST_TEXTS.columns).map((label) => (
                      <Table.ColumnHeader key={label}>{label}</Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {shown.map((job) => (
                    <RunRow key={job.id} job={job} onDownload={download} />
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            <Box>
              <HStack gap="2">
                {pages.length > 0 && (
                  <Button size="sm" variant="outline" onClick={() => setPages([])}>
                    {RUN_LIST_TEXTS.newestRuns}
                  </Button>
                )}
                {oldest && shown.length >= JOBS_LIST_LIMIT && (
                  <Button
                    size="sm"
                    variant="outline"
                    loading={runs.isFetching}
                    // Just before the oldest shown: the next page starts where this one ends.
                    onClick={() =>
                      setPages((previous) => [
                        ...previous,
                        new Date(new Date(oldest.createdAt).getTime() - 1).toISOString(),
                      ])
                    }
                  >
                    {RUN_LIST_TEXTS.olderRuns}
                  </Button>
                )}
              </HStack>
            </Box>
          </Stack>
        )}
      </JobsQueryFallback>
    </>
  );
}
