import { Alert, Button, CloseButton, HStack, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import {
  COMMON_UI_TEXTS,
  JOB_MESSAGES,
  JOB_RESUME_MESSAGES,
  JOB_TERMINATION_MESSAGES,
  type JobStateRequest,
  LIVE_RUNS_JOB_PARAM,
  LIVE_RUNS_PAGE_SIZE,
  LIVE_RUNS_TEXTS,
  type LabJob,
  NAVIGATION_LABELS,
  pageLiveRuns,
} from '@oak/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Pager } from '../../../components/pager/Pager';
import { useApi } from '../../../lib/ApiProvider';
import { useLabs } from '../../../lib/api/get-labs';
import { ACTIVE_JOBS_QUERY_KEY, useActiveJobs } from '../api/get-active-jobs';
import { putJobState } from '../api/put-job-state';
import { JobsQueryFallback } from '../../../components/feedback/JobsQueryFallback';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { filterRunningTests } from '../utils/running-tests-filter.util';
import { LiveRunCard } from './LiveRunCard';

interface Notice {
  readonly status: 'info' | 'success' | 'error';
  readonly title?: string;
  readonly message: string;
}

interface Confirming {
  readonly job: LabJob;
  readonly state: JobStateRequest;
}

const REQUEST_TEXTS = {
  canceled: {
    confirmTitle: LIVE_RUNS_TEXTS.terminateConfirmTitle,
    ...JOB_TERMINATION_MESSAGES,
  },
  resume: {
    confirmTitle: LIVE_RUNS_TEXTS.resumeConfirmTitle,
    ...JOB_RESUME_MESSAGES,
    submitted: undefined,
  },
} as const;

function EmptyState() {
  const labs = useLabs();
  if (labs.data?.length === 0) {
    return (
      <Alert.Root status="warning" role="status" maxW="3xl">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{JOB_MESSAGES.noLabsForAccount}</Alert.Title>
          <Alert.Description>{JOB_MESSAGES.noLabsForAccountWarning}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="info" role="status" maxW="3xl">
      <Alert.Indicator />
      <Alert.Title>{JOB_MESSAGES.noJobs}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * The Live Runs page (doc 1 §2.1) in its card-list variant 'Running Tests':
 * the company's running jobs of the last month, filtered and paged, each one
 * live; Terminate and Resume after a confirmation, with their loading,
 * success and failure texts, and the list reloaded after a request.
 */
export function LiveRunsScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const jobs = useActiveJobs();
  // The run list links a run here by its id, to show it alone.
  const [params] = useSearchParams();
  const [filter, setFilter] = useState(() => params.get(LIVE_RUNS_JOB_PARAM) ?? '');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<Notice>();
  const [confirming, setConfirming] = useState<Confirming>();
  const [busy, setBusy] = useState<Readonly<Record<string, JobStateRequest>>>({});

  const request = async ({ job, state }: Confirming) => {
    const texts = REQUEST_TEXTS[state];
    setBusy((previous) => ({ ...previous, [job.id]: state }));
    setNotice({ status: 'info', message: texts.submitting });
    try {
      await putJobState(api, job.id, state);
      setNotice(texts.submitted ? { status: 'success', message: texts.submitted } : undefined);
      await queryClient.invalidateQueries({ queryKey: ACTIVE_JOBS_QUERY_KEY });
    } catch (error) {
      setNotice({
        status: 'error',
        title: texts.statusTitle,
        message: texts.failed(error instanceof Error ? error.message : String(error)),
      });
    } finally {
      setBusy(({ [job.id]: _done, ...rest }) => rest);
    }
  };

  const shown = jobs.data ? filterRunningTests(jobs.data, filter) : [];
  const current = pageLiveRuns(shown, page);

  return (
    <>
      <PageHeader title={NAVIGATION_LABELS.liveRuns} />
      <Stack gap="4" as="section" aria-labelledby="running-tests-title">
        <HStack justify="space-between" gap="4" wrap="wrap">
          <Heading as="h2" size="lg" id="running-tests-title">
            {LIVE_RUNS_TEXTS.runningTestsTitle}
          </Heading>
          <HStack gap="2">
            <Input
              size="sm"
              maxW="xs"
              aria-label={LIVE_RUNS_TEXTS.filterLabel}
              placeholder={LIVE_RUNS_TEXTS.filterPlaceholder}
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value);
                setPage(1);
              }}
            />
            <Button size="sm" variant="outline" loading={jobs.isFetching} onClick={() => void jobs.refetch()}>
              {LIVE_RUNS_TEXTS.reload}
            </Button>
          </HStack>
        </HStack>

        {notice && (
          <Alert.Root status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
            {notice.status === 'info' ? <Spinner size="sm" color="brand.solid" /> : <Alert.Indicator />}
            <Alert.Content>
              {notice.title && <Alert.Title>{notice.title}</Alert.Title>}
              <Alert.Description>{notice.message}</Alert.Description>
            </Alert.Content>
            {notice.status !== 'info' && (
              <CloseButton
                size="sm"
                pos="relative"
                top="-1"
                insetEnd="-1"
                aria-label={COMMON_UI_TEXTS.dismiss}
                onClick={() => setNotice(undefined)}
              />
            )}
          </Alert.Root>
        )}

        <JobsQueryFallback query={jobs} loadingText={LIVE_RUNS_TEXTS.loading}>
          {jobs.data?.length === 0 ? (
            <EmptyState />
          ) : shown.length === 0 ? (
            <Text color="fg.muted" role="status">
              {LIVE_RUNS_TEXTS.noMatch}
            </Text>
          ) : (
            <>
              <Stack gap="4">
                {current.items.map((job) => (
                  <LiveRunCard
                    key={job.id}
                    job={job}
                    busy={busy[job.id]}
                    onTerminate={(target) => setConfirming({ job: target, state: 'canceled' })}
                    onResume={(target) => setConfirming({ job: target, state: 'resume' })}
                  />
                ))}
              </Stack>
              <Pager
                count={shown.length}
                pageSize={LIVE_RUNS_PAGE_SIZE}
                page={current.page}
                onPageChange={setPage}
              />
            </>
          )}
        </JobsQueryFallback>
      </Stack>

      <ConfirmDialog
        open={confirming !== undefined}
        title={confirming ? REQUEST_TEXTS[confirming.state].confirmTitle : ''}
        message={confirming ? REQUEST_TEXTS[confirming.state].confirm : ''}
        onClose={() => setConfirming(undefined)}
        onConfirm={() => {
          if (confirming) void request(confirming);
        }}
      />
    </>
  );
}
