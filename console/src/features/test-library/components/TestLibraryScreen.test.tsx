import { screen, waitFor, within } from '@testing-library/react';
import {
  CUSTOM_SCENARIOS_API_PATH,
  CUSTOM_SCENARIO_API_MESSAGES,
  CUSTOM_SCENARIO_LINK_EXPIRED_STATUS,
  LABS_SCREEN_TEXTS,
  TEST_LIBRARY_LABELS,
  UDT_MESSAGES,
  UDT_WIZARD_BUTTONS,
  customScenarioApiPath,
  validationSummaryLines,
  TEST_LIBRARY_TEXTS,
} from '@oak/shared';
import { setupUser } from '../../../testing/setup-user';
import { type MockAnswer, requestsTo } from '../../../testing/mock-api';
import { catchDownloads, renderLibrary, signIn } from '../testing/test-library-harness';
import {
  customScenarioStub,
  linkPath,
  linkRoute,
  signedLinkStub,
  validationSummaryStub,
} from '../testing/custom-scenario-stubs';

vi.setConfig({ testTimeout: 30_000 });

const { columns } = TEST_LIBRARY_LABELS;

const table = () => screen.findByRole('table', { name: TEST_LIBRARY_LABELS.title });
/** The test names, row by row. */
const shownNames = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
/** The same, as the table is now. */
const namesNow = () =>
  within(screen.getByRole('table', { name: TEST_LIBRARY_LABELS.title }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const rowOf = async (name: string) =>
  within(await table())
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name))!;

beforeEach(signIn);

describe('the Test Library', () => {
  it('shows a spinner while the tests load, then lists them by name, both ways', async () => {
    const user = setupUser();
    const zulu = customScenarioStub('Zulu_Test', { state: 'VALIDATION_FAILED' });
    const alpha = customScenarioStub('alpha_test', { updatedAt: '2026-11-21T08:30:00.000Z' });
    const mid = customScenarioStub('Mid_Test', { state: 'VALIDATING', validationResultGetUrl: undefined });
    let release: (answer: MockAnswer) => void = () => undefined;
    const { fetchMock } = renderLibrary(() => new Promise<MockAnswer>((resolve) => (release = resolve)));
    expect(await screen.findByText(TEST_LIBRARY_TEXTS.loading)).toBeInTheDocument();
    release({ body: [zulu, alpha, mid] });

    expect(await shownNames()).toEqual(['alpha_test', 'Mid_Test', 'Zulu_Test']);
    const header = screen.getByRole('columnheader', { name: columns.testName });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(
      within(await table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[▲▼]/g, '')),
    ).toEqual(Object.values(columns));

    const alphaRow = await rowOf('alpha_test');
    expect(within(alphaRow).getByText('Available')).toBeInTheDocument();
    const updated = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(alpha.updatedAt),
    );
    expect(within(alphaRow).getByText(updated)).toHaveAttribute('datetime', alpha.updatedAt);
    expect(within(await rowOf('Zulu_Test')).getByText('Validation Failed')).toBeInTheDocument();
    const midRow = await rowOf('Mid_Test');
    expect(within(midRow).getByText('Validating')).toBeInTheDocument();
    // Without a validation summary there are no logs to download.
    expect(within(midRow).getByRole('button', { name: `${columns.logs} Mid_Test` })).toBeDisabled();
    for (const action of [columns.viewModify, columns.delete, columns.summary, columns.logs]) {
      expect(within(alphaRow).getByRole('button', { name: `${action} alpha_test` })).toBeEnabled();
    }

    await user.click(screen.getByRole('button', { name: columns.testName }));
    expect(await shownNames()).toEqual(['Zulu_Test', 'Mid_Test', 'alpha_test']);
    expect(screen.getByRole('columnheader', { name: columns.testName })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('button', { name: columns.testName }));
    expect(await shownNames()).toEqual(['alpha_test', 'Mid_Test', 'Zulu_Test']);
    expect(requestsTo(fetchMock, 'GET', CUSTOM_SCENARIOS_API_PATH)).toHaveLength(1);
  });

  it("says 'Error loading custom tests' with the reason, and Retry loads again", async () => {
    const user = setupUser();
    let calls = 0;
    const { fetchMock } = renderLibrary(() =>
      ++calls === 1
        ? { status: 503, body: { statusCode: 503, message: 'Service Unavailable' } }
        : { body: [customScenarioStub('Kitchen_UDT')] },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UDT_MESSAGES.listFailed);
    expect(alert).toHaveTextContent('Service Unavailable');
    await user.click(within(alert).getByRole('button', { name: LABS_SCREEN_TEXTS.retry }));
    expect(await shownNames()).toEqual(['Kitchen_UDT']);
    expect(screen.queryByText(UDT_MESSAGES.listFailed)).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', CUSTOM_SCENARIOS_API_PATH)).toHaveLength(2);
  });

  it('offers the create button in an empty library', async () => {
    const user = setupUser();
    renderLibrary([]);
    expect(await screen.findByText(TEST_LIBRARY_TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEST_LIBRARY_LABELS.createButton }));
    expect(await screen.findByRole('dialog', { name: TEST_LIBRARY_LABELS.createButton })).toBeInTheDocument();
  });

  it('deletes a test only once confirmed, reloads the list, and says when the delete failed', async () => {
    const user = setupUser();
    const kitchen = customScenarioStub('Kitchen_UDT');
    const den = customScenarioStub('Den_UDT');
    let list = [kitchen, den];
    const { fetchMock } = renderLibrary(() => ({ body: list }), {
      [`DELETE ${customScenarioApiPath(kitchen.id)}`]: () => {
        list = [den];
        return { status: 204 };
      },
      [`DELETE ${customScenarioApiPath(den.id)}`]: {
        status: 404,
        body: { statusCode: 404, message: 'User defined test not found' },
      },
    });

    await user.click(within(await rowOf('Kitchen_UDT')).getByRole('button', { name: 'Delete Kitchen_UDT' }));
    let confirm = await screen.findByRole('alertdialog', { name: UDT_MESSAGES.deleteConfirm.title });
    expect(within(confirm).getByText(UDT_MESSAGES.deleteConfirm.message)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: UDT_WIZARD_BUTTONS.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, 'DELETE', customScenarioApiPath(kitchen.id))).toHaveLength(0);
    expect(await shownNames()).toEqual(['Den_UDT', 'Kitchen_UDT']);

    await user.click(within(await rowOf('Kitchen_UDT')).getByRole('button', { name: 'Delete Kitchen_UDT' }));
    confirm = await screen.findByRole('alertdialog', { name: UDT_MESSAGES.deleteConfirm.title });
    await user.click(within(confirm).getByRole('button', { name: UDT_WIZARD_BUTTONS.ok }));
    await waitFor(() => expect(namesNow()).toEqual(['Den_UDT']));
    expect(requestsTo(fetchMock, 'DELETE', customScenarioApiPath(kitchen.id))).toHaveLength(1);
    expect(requestsTo(fetchMock, 'GET', CUSTOM_SCENARIOS_API_PATH)).toHaveLength(2);

    await user.click(within(await rowOf('Den_UDT')).getByRole('button', { name: 'Delete Den_UDT' }));
    confirm = await screen.findByRole('alertdialog', { name: UDT_MESSAGES.deleteConfirm.title });
    await user.click(within(confirm).getByRole('button', { name: UDT_WIZARD_BUTTONS.ok }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(UDT_MESSAGES.deleteFailed.title);
    expect(failure).toHaveTextContent(UDT_MESSAGES.deleteFailed.message);
    expect(await shownNames()).toEqual(['Den_UDT']);
  });

  it("shows a test's validation summary in a popover, or that it is not available", async () => {
    const user = setupUser();
    const summary = validationSummaryStub();
    const kitchen = customScenarioStub('Kitchen_UDT', { state: 'VALIDATION_FAILED' });
    const den = customScenarioStub('Den_UDT');
    const { fetchMock } = renderLibrary([kitchen, den], {
      [linkRoute(kitchen.validationResultGetUrl)]: { body: summary },
      [linkRoute(den.validationResultGetUrl)]: {
        status: 404,
        body: { statusCode: 404, message: 'This test has no such file' },
      },
    });

    await user.click(within(await rowOf('Kitchen_UDT')).getByRole('button', { name: 'Summary Kitchen_UDT' }));
    for (const line of validationSummaryLines(summary)) {
      expect(await screen.findByText(line)).toBeInTheDocument();
    }
    const [call] = requestsTo(fetchMock, 'GET', linkPath(kitchen.validationResultGetUrl));
    expect(`${call!.url.pathname}${call!.url.search}`).toBe(kitchen.validationResultGetUrl);
    expect(call!.headers.has('Authorization')).toBe(false);
    await user.keyboard('{Escape}');

    await user.click(within(await rowOf('Den_UDT')).getByRole('button', { name: 'Summary Den_UDT' }));
    expect(await screen.findByText(UDT_MESSAGES.validationDetailsUnavailable)).toBeInTheDocument();
  });

  it('downloads the logs as a text file of the summary lines, and says when it cannot', async () => {
    const user = setupUser();
    const downloads = catchDownloads();
    const summary = validationSummaryStub({ success: true, failed: 0, missingAudioFiles: [], messages: [] });
    const kitchen = customScenarioStub('Kitchen_UDT');
    const den = customScenarioStub('Den_UDT');
    const { fetchMock } = renderLibrary([kitchen, den], {
      [linkRoute(kitchen.validationResultGetUrl)]: { body: summary },
      [linkRoute(den.validationResultGetUrl)]: {
        status: 500,
        body: { statusCode: 500, message: 'Internal server error' },
      },
    });

    await user.click(within(await rowOf('Kitchen_UDT')).getByRole('button', { name: 'Logs Kitchen_UDT' }));
    await waitFor(() => expect(downloads.click).toHaveBeenCalledTimes(1));
    expect(downloads.fileName(0)).toBe('Kitchen_UDT-validation.txt');
    expect(await downloads.text(0)).toBe(`${validationSummaryLines(summary).join('\n')}\n`);
    // The summary's link is signed: fetched as given, without the session (doc 2 §7).
    const [call] = requestsTo(fetchMock, 'GET', linkPath(kitchen.validationResultGetUrl));
    expect(`${call!.url.pathname}${call!.url.search}`).toBe(kitchen.validationResultGetUrl);
    expect(call!.headers.has('Authorization')).toBe(false);

    await user.click(within(await rowOf('Den_UDT')).getByRole('button', { name: 'Logs Den_UDT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UDT_MESSAGES.validationDetailsUnavailable);
    expect(downloads.click).toHaveBeenCalledTimes(1);
  });
  it('reads the list again when a summary link has expired, and opens the fresh link', async () => {
    const user = setupUser();
    const summary = validationSummaryStub();
    const stale = customScenarioStub('Kitchen_UDT');
    const fresh = { ...stale, validationResultGetUrl: signedLinkStub(stale.id, 'F'.repeat(43)) };
    let listed = [stale];
    const { fetchMock } = renderLibrary(() => ({ body: listed }), {
      [linkRoute(stale.validationResultGetUrl)]: ({ url }) =>
        url.searchParams.get('signature') === 'F'.repeat(43)
          ? { body: summary }
          : (() => {
              listed = [fresh];
              return {
                status: CUSTOM_SCENARIO_LINK_EXPIRED_STATUS,
                body: { statusCode: 410, message: CUSTOM_SCENARIO_API_MESSAGES.linkExpired },
              };
            })(),
    });

    await user.click(within(await rowOf('Kitchen_UDT')).getByRole('button', { name: 'Summary Kitchen_UDT' }));
    for (const line of validationSummaryLines(summary)) {
      expect(await screen.findByText(line)).toBeInTheDocument();
    }
    expect(requestsTo(fetchMock, 'GET', CUSTOM_SCENARIOS_API_PATH)).toHaveLength(2);
    const calls = requestsTo(fetchMock, 'GET', linkPath(stale.validationResultGetUrl));
    expect(calls.map((call) => call.url.searchParams.get('signature'))).toContain('F'.repeat(43));
    expect(calls.every((call) => !call.headers.has('Authorization'))).toBe(true);
  });
});
