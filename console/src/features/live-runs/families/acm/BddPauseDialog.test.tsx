import { screen, waitFor, within } from '@testing-library/react';
import { BDD_MESSAGES, BDD_VIEW_TEXTS, JOB_API_PATHS } from '@oak/shared';
import { requestsTo } from '../../../../testing/mock-api';
import { setupUser } from '../../../../testing/setup-user';
import { acmJobStub } from '../../../../testing/job-stubs';
import { card, change, renderLiveRuns, resetLiveRuns, socketOf } from '../../testing/live-runs-harness';

vi.mock('socket.io-client', () => import('../../../../testing/fake-socket'));
vi.setConfig({ testTimeout: 20_000 });

const ACTION_KEY = 'action_message_to_show_in_console';
const STEPS = "On account two's phone, open the Alexa app and turn on Allow Drop In.";

beforeEach(resetLiveRuns);

/** An ACM run in progress whose feed is connected, and the PUT of its actions (answered as `status`). */
async function pausedRun(answerStatus = 200) {
  const job = acmJobStub({ testName: 'ACM_Manual', state: 'inprogress' });
  const actionPath = (id: string) => JOB_API_PATHS.action(job.id, id);
  const routes = Object.fromEntries(
    ['a1', 'a2'].map((id) => [
      `PUT ${actionPath(id)}`,
      answerStatus === 200
        ? { body: { id, executionState: 'COMPLETE', message: STEPS } }
        : {
            status: answerStatus,
            body: { statusCode: answerStatus, message: 'The action is no longer waiting' },
          },
    ]),
  );
  const { fetchMock } = renderLiveRuns([job], routes);
  await card('ACM_Manual');
  const socket = socketOf(job);
  socket.serverEmit('connect');
  change(socket, 'testStatus', { status: 'RUNNING', state: 'inprogress' });
  return { job, socket, fetchMock, actionPath };
}

const dialog = () => screen.findByRole('alertdialog', { name: BDD_MESSAGES.pauseTitle });

describe('the PAUSE modal of an ACM run (doc 1 §4.6)', () => {
  it('asks every watcher while the run waits; Confirm sends state complete and closes it', async () => {
    const user = setupUser();
    const { socket, fetchMock, actionPath } = await pausedRun();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    change(socket, ACTION_KEY, { id: 'a1', executionState: 'PAUSE', message: STEPS });
    const modal = await dialog();
    expect(within(modal).getByText(STEPS)).toBeInTheDocument();
    expect(within(modal).getByText(BDD_MESSAGES.pauseQuestion)).toBeInTheDocument();
    // Only the two answers close it.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: BDD_MESSAGES.confirm }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsTo(fetchMock, 'PUT', actionPath('a1')).map((request) => request.body)).toEqual([
      { message: 'confirm', state: 'complete' },
    ]);
  });

  it('Cancel sends state failed', async () => {
    const user = setupUser();
    const { socket, fetchMock, actionPath } = await pausedRun();
    change(socket, ACTION_KEY, { id: 'a2', executionState: 'PAUSE', message: STEPS });
    await user.click(within(await dialog()).getByRole('button', { name: BDD_MESSAGES.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsTo(fetchMock, 'PUT', actionPath('a2')).map((request) => request.body)).toEqual([
      { message: 'cancel', state: 'failed' },
    ]);
  });

  it('says why an answer failed, and closes once the feed says another watcher answered', async () => {
    const user = setupUser();
    const { socket } = await pausedRun(409);
    change(socket, ACTION_KEY, { id: 'a1', executionState: 'PAUSE', message: STEPS });
    const modal = await dialog();
    await user.click(within(modal).getByRole('button', { name: BDD_MESSAGES.confirm }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      BDD_VIEW_TEXTS.answerFailed('The action is no longer waiting'),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    change(socket, ACTION_KEY, { id: 'a1', executionState: 'FAILED', message: STEPS });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('closes once the run has ended (terminated while it waited)', async () => {
    const { socket } = await pausedRun();
    change(socket, ACTION_KEY, { id: 'a1', executionState: 'PAUSE', message: STEPS });
    await dialog();
    change(socket, 'testStatus', { status: 'CANCELED', state: 'canceled' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
