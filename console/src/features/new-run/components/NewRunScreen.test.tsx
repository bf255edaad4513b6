import { screen, waitFor, within } from '@testing-library/react';
import {
  ALLOWED_SCENARIOS_API_PATH,
  CREATE_NEW_SCENARIO_NAME,
  BUILT_IN_TEST_SUITES_QUERY,
  CUSTOM_SCENARIO_ALLOW_LIST_NAME,
  CUSTOM_SCENARIOS_API_PATH,
  DEVICE_API_PATHS,
  FIELD_MESSAGES,
  JOB_API_PATHS,
  LAB_API_PATHS,
  LAB_LOCK,
  LAB_MESSAGES,
  NEW_JOB_MESSAGES,
  NEW_JOB_WARNINGS,
  REFERENCE_MIC_CONSENT_NOTICE,
  ROUTES,
  SUBMISSION_MESSAGES,
  TEST_CREATION_MESSAGES,
  TEST_SUITES_API_PATH,
  WIZARD_BUTTONS,
  WIZARD_CHOICE_LABELS,
  WIZARD_CHOICE_MESSAGES,
  WIZARD_LABELS,
  WIZARD_LIST_MESSAGES,
  WIZARD_MESSAGES,
  WWA_SCENARIO_NAME,
  wizardTestSuites,
} from '@oak/shared';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setupUser } from '../../../testing/setup-user';
import { type MockRoutes, mockApi, requestsTo, storeSession, testSession } from '../../../testing/mock-api';
import { labStub, piStub } from '../../../testing/lab-stubs';
import { savedTestsStore } from '../api/saved-tests-store';
import { jobStub } from '../../../testing/job-stubs';

vi.setConfig({ testTimeout: 30_000 });

const session = testSession();
const lab = labStub({ id: 'lab-1', name: 'Virtual Lab' });
const locked = labStub({ id: 'lab-2', name: 'Busy Lab', lock: LAB_LOCK.locked });
const speaker = piStub(lab.id, 'speech-1', { name: 'Speech 0.9 m 90°' });
const offline = piStub(lab.id, 'noise-1', { name: 'Noise 1.8 m 135°', connected: false });
const customer = { customerId: 'ACME-1', email: 'qa@acme.test' };
const kitchen = { name: 'Kitchen', dsn: 'G0KITCHEN', metadata: { typeId: 'ECHO_DOT' } };

function renderWizard(routes: MockRoutes = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: session },
    [`GET ${TEST_SUITES_API_PATH}`]: { body: wizardTestSuites([]) },
    'GET /api/labs': { body: [lab, locked] },
    [`GET ${LAB_API_PATHS.labThings(lab.id)}`]: { body: [speaker, offline] },
    [`GET ${DEVICE_API_PATHS.customerIds}`]: { body: [{ [customer.customerId]: customer.email }] },
    [`GET ${DEVICE_API_PATHS.devices}`]: { body: [kitchen] },
    'GET /api/jobs': { body: [] },
    [`GET ${ALLOWED_SCENARIOS_API_PATH}`]: { body: [] },
    [`GET ${CUSTOM_SCENARIOS_API_PATH}`]: { body: [] },
    ...routes,
  });
  return { fetchMock, ...renderWithProviders(ROUTES.runDraft) };
}

beforeEach(() => storeSession(session));

async function chooseSuite(user: ReturnType<typeof setupUser>, name = 'Acoustic') {
  const select = await screen.findByRole('combobox', { name: WIZARD_LABELS.suite });
  await user.selectOptions(select, within(select).getByRole('option', { name }));
  await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.proceed }));
}

async function fillStepOne(user: ReturnType<typeof setupUser>) {
  await user.type(await screen.findByRole('textbox', { name: WIZARD_LABELS.testName }), 'Kitchen_Far');
  await user.type(screen.getByRole('textbox', { name: WIZARD_LABELS.utteranceCount }), '4');
  await user.selectOptions(
    screen.getByRole('combobox', { name: `${WIZARD_LABELS.category} 1` }),
    'AC_FAR_FIELD',
  );
  await user.click(screen.getByRole('checkbox', { name: /2\.7 m 30/ }));
}

/** Chooses the lab, the speaker's Pi and the DUT's customer; the device is the caller's. */
async function mapLabAndCustomer(user: ReturnType<typeof setupUser>) {
  await user.selectOptions(await screen.findByRole('combobox', { name: WIZARD_LABELS.lab }), lab.id);
  await user.selectOptions(
    await screen.findByRole('combobox', { name: `Speaker ${WIZARD_LABELS.pi}` }),
    speaker.id,
  );
  await user.selectOptions(
    screen.getByRole('combobox', { name: `DUT1 ${WIZARD_LABELS.customerId}` }),
    customer.customerId,
  );
}

async function fillStepTwo(user: ReturnType<typeof setupUser>) {
  await mapLabAndCustomer(user);
  await user.selectOptions(
    await screen.findByRole('combobox', { name: `DUT1 ${WIZARD_LABELS.device}` }),
    kitchen.dsn,
  );
}

describe('the new-run wizard', () => {
  it('asks for a suite on the initial screen, and Cancel goes back to the run list', async () => {
    const user = setupUser();
    const { router } = renderWizard();
    await screen.findByRole('combobox', { name: WIZARD_LABELS.suite });
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.proceed }));
    expect(await screen.findByText(TEST_CREATION_MESSAGES.testSuiteRequired)).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: WIZARD_LABELS.suite });
    expect(within(select).getByRole('group', { name: 'Certification Tests' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: WIZARD_LABELS.suiteFilter }), 'mus');
    expect(within(select).queryByRole('option', { name: 'Acoustic' })).not.toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Music' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.cancel }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.runList));
  });

  it("offers 'Create New Scenario' under OAK Tests to a user with no user-defined test, leading to the Test Library", async () => {
    const user = setupUser();
    const { router } = renderWizard({
      [`GET ${ALLOWED_SCENARIOS_API_PATH}`]: { body: [{ name: CUSTOM_SCENARIO_ALLOW_LIST_NAME }] },
    });
    const select = await screen.findByRole('combobox', { name: WIZARD_LABELS.suite });
    const oakTests = await within(select).findByRole('group', { name: 'OAK Tests' });
    await user.selectOptions(
      select,
      within(oakTests).getByRole('option', { name: CREATE_NEW_SCENARIO_NAME }),
    );
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.proceed }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.testLibrary));
  });

  it('lists user-defined tests under OAK Tests, without the placeholder, and opens the custom-test wizard', async () => {
    const user = setupUser();
    const kitchen = {
      id: '7a0c2b8e-1111-4c4c-9d9d-000000000001',
      name: 'Kitchen_UDT',
      state: 'AVAILABLE',
      updatedAt: '2024-03-01T10:00:00.000Z',
      config: JSON.stringify({ marketPlace: 'en_US', actorCount: 1, dutCount: 1 }),
    };
    const { fetchMock } = renderWizard({
      [`GET ${ALLOWED_SCENARIOS_API_PATH}`]: { body: [{ name: CUSTOM_SCENARIO_ALLOW_LIST_NAME }] },
      [`GET ${CUSTOM_SCENARIOS_API_PATH}`]: { body: [kitchen] },
    });
    const select = await screen.findByRole('combobox', { name: WIZARD_LABELS.suite });
    const oakTests = await within(select).findByRole('group', { name: 'OAK Tests' });
    expect(
      within(oakTests)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kitchen_UDT']);
    await user.selectOptions(select, within(oakTests).getByRole('option', { name: 'Kitchen_UDT' }));
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.proceed }));
    expect(await screen.findByRole('heading', { name: 'Create Kitchen_UDT test' })).toBeInTheDocument();
    // Two lists (doc 2 §7): the built-in suites alone, and the available user-defined tests.
    const [suitesCall] = requestsTo(fetchMock, 'GET', TEST_SUITES_API_PATH);
    expect(Object.fromEntries(suitesCall!.url.searchParams)).toEqual(BUILT_IN_TEST_SUITES_QUERY);
    const [customCall] = requestsTo(fetchMock, 'GET', CUSTOM_SCENARIOS_API_PATH);
    expect(customCall!.url.searchParams.get('q')).toBe(JSON.stringify({ state: 'AVAILABLE' }));
  });

  it("says 'Failed to fetch custom scenarios' when the user-defined tests cannot load, and still offers the suites", async () => {
    const user = setupUser();
    const { router } = renderWizard({
      [`GET ${ALLOWED_SCENARIOS_API_PATH}`]: { body: [{ name: CUSTOM_SCENARIO_ALLOW_LIST_NAME }] },
      [`GET ${CUSTOM_SCENARIOS_API_PATH}`]: {
        status: 500,
        body: { statusCode: 500, message: 'Internal server error' },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch custom scenarios');
    expect(alert).not.toHaveTextContent(WIZARD_LIST_MESSAGES.scenarios);
    const select = screen.getByRole('combobox', { name: WIZARD_LABELS.suite });
    // Not knowing the user's tests, it does not offer to create the first one.
    expect(within(select).queryByRole('option', { name: CREATE_NEW_SCENARIO_NAME })).toBeNull();
    await user.selectOptions(select, within(select).getByRole('option', { name: 'Acoustic' }));
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.proceed }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.runCreate));
  });

  it('checks step 1 on Next and shows each error where it belongs', async () => {
    const user = setupUser();
    const { router } = renderWizard();
    await chooseSuite(user);
    expect(await screen.findByText('Create Acoustic test', { selector: 'h1' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.runCreate);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: WIZARD_LABELS.locale })).toHaveValue('en_US');
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    expect(await screen.findByText(TEST_CREATION_MESSAGES.invalidName)).toBeInTheDocument();
    expect(
      screen.getByText(TEST_CREATION_MESSAGES.atIndex(TEST_CREATION_MESSAGES.invalidCategory, 0)),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: WIZARD_LABELS.testName }), 'Bad name!');
    await user.selectOptions(
      screen.getByRole('combobox', { name: `${WIZARD_LABELS.category} 1` }),
      'AC_FAR_FIELD',
    );
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    expect(
      await screen.findByText(
        TEST_CREATION_MESSAGES.atIndex(TEST_CREATION_MESSAGES.noScenarioForCategory('AC_FAR_FIELD'), 0),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(TEST_CREATION_MESSAGES.invalidName)).toBeInTheDocument();
    // The run options and the name's length.
    const name = screen.getByRole('textbox', { name: WIZARD_LABELS.testName });
    await user.clear(name);
    await user.type(name, 'A'.repeat(31));
    await user.type(screen.getByRole('textbox', { name: WIZARD_LABELS.utteranceCount }), '0');
    // A custom run's delay starts at its default of 1 s (doc 3 §5).
    const delay = screen.getByRole('textbox', { name: WIZARD_LABELS.delayBetweenUtterances });
    expect(delay).toHaveValue('1');
    await user.clear(delay);
    await user.type(delay, '181');
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    expect(await screen.findByText(FIELD_MESSAGES.tooLong)).toBeInTheDocument();
    expect(screen.getByText(FIELD_MESSAGES.utteranceCountZero)).toBeInTheDocument();
    expect(screen.getByText(FIELD_MESSAGES.outOfRange)).toBeInTheDocument();
    // Editing a field clears its own error and no other (doc 3 §4).
    await user.type(name, '{Backspace}');
    expect(screen.queryByText(FIELD_MESSAGES.tooLong)).not.toBeInTheDocument();
    expect(screen.getByText(FIELD_MESSAGES.utteranceCountZero)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: WIZARD_LABELS.utteranceCount }), '5');
    expect(screen.queryByText(FIELD_MESSAGES.utteranceCountZero)).not.toBeInTheDocument();
    expect(screen.getByText(FIELD_MESSAGES.outOfRange)).toBeInTheDocument();
    // Add offers only the categories no row uses; Remove shows once there are two rows.
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.add }));
    const second = screen.getByRole('combobox', { name: `${WIZARD_LABELS.category} 2` });
    expect(within(second).queryByRole('option', { name: 'AC_FAR_FIELD' })).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: `${WIZARD_BUTTONS.remove} ${WIZARD_LABELS.category} 2` }),
    );
    expect(screen.queryByRole('combobox', { name: `${WIZARD_LABELS.category} 2` })).not.toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('stops adding category rows when every category has a row, chosen or not', async () => {
    const user = setupUser();
    renderWizard();
    await chooseSuite(user);
    const first = await screen.findByRole('combobox', { name: `${WIZARD_LABELS.category} 1` });
    const categories = within(first)
      .getAllByRole('option')
      .filter((option) => option.getAttribute('value') !== '').length;
    expect(categories).toBeGreaterThan(1);
    for (let added = 1; added < categories; added += 1) {
      await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.add }));
    }
    expect(
      screen.getAllByRole('combobox', { name: new RegExp(`^${WIZARD_LABELS.category} \\d+$`) }),
    ).toHaveLength(categories);
    expect(screen.queryByRole('button', { name: WIZARD_BUTTONS.add })).not.toBeInTheDocument();
  });

  it('configures the lab, resets the mapping when the scenario type changes, reviews and submits', async () => {
    const user = setupUser();
    const submitted = jobStub({ testName: 'Kitchen_Far' });
    const { fetchMock, router } = renderWizard({
      [`POST ${JOB_API_PATHS.jobs}`]: { status: 201, body: submitted },
    });
    await chooseSuite(user);
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    // Next without a lab.
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    expect(await screen.findByText(TEST_CREATION_MESSAGES.labRequired)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: WIZARD_LABELS.lab }), lab.id);
    expect(screen.queryByText(TEST_CREATION_MESSAGES.labRequired)).not.toBeInTheDocument();
    const labSelect = screen.getByRole('combobox', { name: WIZARD_LABELS.lab });
    expect(within(labSelect).getByRole('option', { name: 'Busy Lab' })).toBeDisabled();
    await fillStepTwo(user);
    const piSelect = screen.getByRole('combobox', { name: `Speaker ${WIZARD_LABELS.pi}` });
    expect(within(piSelect).getByRole('option', { name: offline.name })).toBeDisabled();

    // Changing the scenario type resets the lab configuration (doc 2 §4).
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.previous }));
    await user.click(await screen.findByRole('radio', { name: /STANDARD/ }));
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: `${WIZARD_LABELS.category} 1` })).not.toBeInTheDocument(),
    );
    // A standard run sets no delay between utterances; custom again, the field starts at its default.
    expect(
      screen.queryByRole('textbox', { name: WIZARD_LABELS.delayBetweenUtterances }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /CUSTOM/ }));
    expect(await screen.findByRole('textbox', { name: WIZARD_LABELS.delayBetweenUtterances })).toHaveValue(
      '1',
    );
    // The row kept its category and positions.
    expect(await screen.findByRole('combobox', { name: `${WIZARD_LABELS.category} 1` })).toHaveValue(
      'AC_FAR_FIELD',
    );
    expect(screen.getByRole('checkbox', { name: /2\.7 m 30/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    expect(await screen.findByRole('combobox', { name: WIZARD_LABELS.lab })).toHaveValue('');
    await fillStepTwo(user);
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));

    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    // Edit returns to its step; the step keeps what was chosen.
    await user.click(screen.getByRole('button', { name: `${WIZARD_BUTTONS.edit} Test configuration` }));
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByText(WIZARD_LABELS.enableEmailNotification));
    await user.click(screen.getByRole('button', { name: 'Step 3 · Review and create' }));
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    const mapping = screen.getByRole('table', { name: WIZARD_LABELS.mapping });
    expect(within(mapping).getByText('Kitchen')).toBeInTheDocument();
    expect(within(mapping).getByText(speaker.name)).toBeInTheDocument();
    expect(screen.getByText(WIZARD_LABELS.utteranceCount)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.submit }));
    expect(await screen.findByText(TEST_CREATION_MESSAGES.referenceMicConsentRequired)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', JOB_API_PATHS.jobs)).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: REFERENCE_MIC_CONSENT_NOTICE.accept }));
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.submit }));
    expect(await screen.findByText(SUBMISSION_MESSAGES.submitted)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.runList);
    // Submit saved the test into the browser's saved list (doc 2 §3, §4).
    const [saved, ...older] = savedTestsStore.load();
    expect(older).toEqual([]);
    expect(saved).toMatchObject({ jobId: submitted.id, test: { name: 'Kitchen_Far', labId: lab.id } });
    const [posted] = requestsTo(fetchMock, 'POST', JOB_API_PATHS.jobs);
    expect(posted!.body).toMatchObject({
      name: 'Kitchen_Far',
      locale: 'en_US',
      enableEmailNotification: true,
      testOptions: { utteranceCount: '4', delayBetweenUtterances: '1' },
      scenarioType: 'CUSTOM',
      customizedScenarios: [{ category: 'AC_FAR_FIELD', scenarios: ['2.7m-30deg'] }],
      labId: lab.id,
      referenceMicConsent: true,
      testSuite: { id: 'AVSCertSimulation' },
      testMapping: {
        actorMapping: [{ name: 'Speaker', thingId: speaker.id }],
        deviceMapping: [{ dsn: kitchen.dsn, customerId: customer.customerId, deviceType: 'ECHO_DOT' }],
      },
    });
  });

  it('warns on the lab step when the lab has no Pi where the run plays from, as the server would refuse', async () => {
    const user = setupUser();
    // The speaker stands at 2.7 m 30 deg; no Pi plays the noise at 1.8 m 135 deg.
    const placed = labStub({
      id: lab.id,
      name: lab.name,
      preference: {
        actor_mapping_preference: { [speaker.id]: { name: speaker.name, location: '2.7m-30deg' } },
      },
    });
    renderWizard({ 'GET /api/labs': { body: [placed, locked] } });
    await chooseSuite(user);
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    await user.selectOptions(await screen.findByRole('combobox', { name: WIZARD_LABELS.lab }), lab.id);
    const warning = await screen.findByTestId('lab-playability');
    expect(warning).toHaveTextContent(NEW_JOB_MESSAGES.noPiAt(lab.name, '1.8 m 135 deg'));
    expect(warning).not.toHaveTextContent('2.7 m 30 deg');
  });

  it("warns on the lab step that a standard run's far field plays from 2.7 m when its Speaker stands at 0.9 m 90 deg, nothing refused (issue 29)", async () => {
    const user = setupUser();
    const positions = ['0.9m-90deg', '0.9m-30deg', '2.7m-30deg', '2.7m-90deg', '1.8m-135deg'];
    const pis = positions.map((location, index) =>
      index === 0 ? speaker : piStub(lab.id, `pi-${location}`, { name: `Pi ${location}` }),
    );
    const placed = labStub({
      id: lab.id,
      name: lab.name,
      preference: {
        actor_mapping_preference: Object.fromEntries(
          pis.map((pi, index) => [pi.id, { name: pi.name, location: positions[index]! }]),
        ),
      },
    });
    renderWizard({
      'GET /api/labs': { body: [placed, locked] },
      [`GET ${LAB_API_PATHS.labThings(lab.id)}`]: { body: pis },
    });
    await chooseSuite(user);
    await user.type(await screen.findByRole('textbox', { name: WIZARD_LABELS.testName }), 'Kitchen_Std');
    await user.click(await screen.findByRole('radio', { name: /STANDARD/ }));
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    await mapLabAndCustomer(user);
    const warning = await screen.findByTestId('lab-positions');
    expect(warning).toHaveTextContent(
      NEW_JOB_WARNINGS.playsElsewhere('AC_FAR_FIELD', '0.9 m 90 deg', '2.7 m 30 deg and 2.7 m 90 deg'),
    );
    expect(warning).not.toHaveTextContent('AC_NEAR_FIELD');
    // Nothing the server would refuse.
    expect(screen.queryByTestId('lab-playability')).not.toBeInTheDocument();
  });

  it("shows 'Loading resources' while the lab's Pis load, then the mapping", async () => {
    const user = setupUser();
    let answer: (value: { body: unknown }) => void = () => undefined;
    renderWizard({
      [`GET ${LAB_API_PATHS.labThings(lab.id)}`]: () => new Promise((resolve) => (answer = resolve)),
    });
    await chooseSuite(user);
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    await user.selectOptions(await screen.findByRole('combobox', { name: WIZARD_LABELS.lab }), lab.id);
    expect(await screen.findByText(WIZARD_MESSAGES.loadingResources)).toBeVisible();
    answer({ body: [speaker, offline] });
    expect(await screen.findByRole('combobox', { name: `Speaker ${WIZARD_LABELS.pi}` })).toBeVisible();
    expect(screen.queryByText(WIZARD_MESSAGES.loadingResources)).toBeNull();
  });

  it("says 'Error loading labs and rasPis' when the lab's Pis cannot load, and reads the labs again", async () => {
    const user = setupUser();
    const { fetchMock } = renderWizard({
      [`GET ${LAB_API_PATHS.labThings(lab.id)}`]: { status: 500, body: { message: 'down' } },
    });
    await chooseSuite(user);
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    await user.selectOptions(await screen.findByRole('combobox', { name: WIZARD_LABELS.lab }), lab.id);
    expect(await screen.findByText(LAB_MESSAGES.errorLoadingLabsAndPis)).toBeVisible();
    // The lab cache is cleared (doc 2 §8): the labs are asked for again.
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/labs').length).toBeGreaterThan(1));
  });

  it('shows the submission error and keeps the wizard', async () => {
    const user = setupUser();
    const { fetchMock } = renderWizard({
      [`POST ${JOB_API_PATHS.jobs}`]: {
        status: 409,
        body: { statusCode: 409, message: SUBMISSION_MESSAGES.jobQueueFull },
      },
      [`GET ${DEVICE_API_PATHS.devices}`]: { body: [] },
    });
    await chooseSuite(user);
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    await mapLabAndCustomer(user);
    expect(await screen.findByText(WIZARD_LIST_MESSAGES.noDevicesForCustomer)).toBeInTheDocument();
    // Refresh asks the device cloud again.
    await user.click(screen.getByRole('button', { name: `${WIZARD_BUTTONS.refresh} DUT1` }));
    await vi.waitFor(() =>
      expect(
        requestsTo(fetchMock, 'GET', DEVICE_API_PATHS.devices).map((request) =>
          request.url.searchParams.get('q'),
        ),
      ).toContain(JSON.stringify({ customerId: customer.customerId, forceRefresh: true })),
    );
    await user.click(screen.getByRole('button', { name: `${WIZARD_BUTTONS.add} ${WIZARD_LABELS.dsn}` }));
    await user.type(screen.getByRole('textbox', { name: WIZARD_LABELS.manualDsn }), 'G0TYPED');
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.add }));
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    await user.click(await screen.findByRole('checkbox', { name: REFERENCE_MIC_CONSENT_NOTICE.accept }));
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.submit }));
    expect(await screen.findByText(SUBMISSION_MESSAGES.jobQueueFull)).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(savedTestsStore.load()).toEqual([]);
  });

  it('asks a WWA run for a device category, its test plans and the device attributes', async () => {
    const user = setupUser();
    const { fetchMock } = renderWizard({
      [`GET ${TEST_SUITES_API_PATH}`]: { body: wizardTestSuites([WWA_SCENARIO_NAME]) },
      [`POST ${JOB_API_PATHS.jobs}`]: {
        status: 400,
        body: { statusCode: 400, message: NEW_JOB_MESSAGES.notRunnableWwa },
      },
    });
    await chooseSuite(user, 'WWA');
    const testName = await screen.findByRole('textbox', { name: WIZARD_LABELS.testName });
    expect(screen.queryByText('STANDARD')).not.toBeInTheDocument();
    await user.type(testName, 'Plug_1');
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    expect(await screen.findByText(TEST_CREATION_MESSAGES.invalidDeviceCategory)).toBeInTheDocument();

    const category = screen.getByRole('combobox', { name: WIZARD_LABELS.deviceCategory });
    await user.selectOptions(category, 'LIGHT');
    await user.click(screen.getByRole('checkbox', { name: 'Color control' }));
    // Another category forgets the plans of the first.
    await user.selectOptions(category, 'SMART_PLUG');
    expect(screen.queryByRole('checkbox', { name: 'Color control' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    expect(
      await screen.findByText(TEST_CREATION_MESSAGES.noTestPlanForDeviceCategory('SMART_PLUG')),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Power control' }));
    await user.click(screen.getByRole('checkbox', { name: WIZARD_LABELS.dimmable }));
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();

    await fillStepTwo(user);
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    expect(await screen.findByText('Smart plug')).toBeInTheDocument();
    expect(screen.getByText('Power control')).toBeInTheDocument();
    expect(
      screen.getByText(`${WIZARD_LABELS.dimmable}: true, ${WIZARD_LABELS.irBlasters}: false`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: REFERENCE_MIC_CONSENT_NOTICE.accept }));
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.submit }));
    expect(await screen.findByText(NEW_JOB_MESSAGES.notRunnableWwa, { exact: false })).toBeInTheDocument();
    const [posted] = requestsTo(fetchMock, 'POST', JOB_API_PATHS.jobs);
    expect(posted!.body).toMatchObject({
      scenarioType: 'WWA',
      wwaScenarios: { deviceCategory: 'SMART_PLUG', testPlans: ['POWER_CONTROL'] },
      deviceAttributes: { dimmable: true, irBlasters: false },
      testSuite: { id: WWA_SCENARIO_NAME },
    });
  });

  it('offers the noises, trainers and lock type a trained mobile run needs, and checks them', async () => {
    const user = setupUser();
    const { fetchMock } = renderWizard({
      [`POST ${JOB_API_PATHS.jobs}`]: { status: 201, body: jobStub({ testName: 'Phone_1' }) },
    });
    await chooseSuite(user, 'Mobile');
    await user.type(await screen.findByRole('textbox', { name: WIZARD_LABELS.testName }), 'Phone_1');
    await user.selectOptions(
      screen.getByRole('combobox', { name: `${WIZARD_LABELS.category} 1` }),
      'AC_TRAINED_MOBILE',
    );
    await user.click(screen.getByRole('checkbox', { name: /0\.9 m 90/ }));
    // The catalogue's locales of trained mobile that play, the suite's first (issue 29: not ja_JP).
    const locale = screen.getByRole('combobox', { name: WIZARD_LABELS.locale });
    expect(locale).toHaveValue('en_US');
    expect(within(locale).getByRole('option', { name: 'de_DE' })).toBeInTheDocument();
    expect(within(locale).queryByRole('option', { name: 'ja_JP' })).not.toBeInTheDocument();
    await user.selectOptions(locale, 'de_DE');
    const noises = screen.getByRole('group', { name: WIZARD_CHOICE_LABELS.noiseSelection });
    expect(within(noises).getByRole('checkbox', { name: 'Silence' })).toBeChecked();
    expect(within(noises).getByRole('checkbox', { name: 'Pink' })).toBeChecked();
    const trainers = screen.getByRole('group', { name: WIZARD_CHOICE_LABELS.trainers });
    expect(within(trainers).getByRole('checkbox', { name: 'Olivia' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: WIZARD_CHOICE_LABELS.lockType })).toHaveValue('SWIPE_LOCK');

    await user.click(within(noises).getByRole('checkbox', { name: 'Silence' }));
    await user.click(within(noises).getByRole('checkbox', { name: 'Pink' }));
    await user.click(within(trainers).getByRole('checkbox', { name: 'Olivia' }));
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    expect(await screen.findByText(WIZARD_CHOICE_MESSAGES.noiseSelection)).toBeInTheDocument();
    expect(screen.getByText(WIZARD_CHOICE_MESSAGES.trainers)).toBeInTheDocument();

    await user.click(within(noises).getByRole('checkbox', { name: 'Pub' }));
    await user.click(within(trainers).getByRole('checkbox', { name: 'Liam' }));
    await user.click(within(trainers).getByRole('checkbox', { name: 'Aisha' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: WIZARD_CHOICE_LABELS.lockType }),
      'PIN_LOCK',
    );
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    await fillStepTwo(user);
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    expect(await screen.findByText('Liam, Aisha')).toBeInTheDocument();
    expect(screen.getByText('PIN_LOCK')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: REFERENCE_MIC_CONSENT_NOTICE.accept }));
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.submit }));
    expect(await screen.findByText(SUBMISSION_MESSAGES.submitted)).toBeInTheDocument();
    const [posted] = requestsTo(fetchMock, 'POST', JOB_API_PATHS.jobs);
    expect(posted!.body).toMatchObject({
      locale: 'de_DE',
      testOptions: { noiseSelection: ['PUB'], trainers: ['Liam', 'Aisha'], lockType: 'PIN_LOCK' },
    });
  });

  it('adds up to four optional DUTs, checks each, and sends them with the run', async () => {
    const user = setupUser();
    const lounge = { name: 'Lounge', dsn: 'G0LOUNGE', metadata: { typeId: 'ECHO_POP' } };
    const { fetchMock } = renderWizard({
      [`GET ${DEVICE_API_PATHS.devices}`]: { body: [kitchen, lounge] },
      [`POST ${JOB_API_PATHS.jobs}`]: { status: 201, body: jobStub({ testName: 'Kitchen_Far' }) },
    });
    await chooseSuite(user);
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    await fillStepTwo(user);
    const add = screen.getByRole('button', { name: `${WIZARD_BUTTONS.add} ${WIZARD_LABELS.optionalDut(0)}` });
    await user.click(add);
    for (const index of [1, 2, 3]) {
      await user.click(
        screen.getByRole('button', { name: `${WIZARD_BUTTONS.add} ${WIZARD_LABELS.optionalDut(index)}` }),
      );
    }
    expect(
      screen.getByRole('button', { name: `${WIZARD_BUTTONS.add} ${WIZARD_LABELS.optionalDut(4)}` }),
    ).toBeDisabled();
    for (const index of [3, 2, 1]) {
      await user.click(
        screen.getByRole('button', { name: `${WIZARD_BUTTONS.remove} ${WIZARD_LABELS.optionalDut(index)}` }),
      );
    }
    const row = () => within(screen.getByRole('group', { name: WIZARD_LABELS.optionalDut(0) }));
    const label = (field: string) => `${WIZARD_LABELS.optionalDut(0)} ${field}`;
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    expect(await row().findByText(TEST_CREATION_MESSAGES.missingDeviceInformation)).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: label(WIZARD_LABELS.customerId) }),
      customer.customerId,
    );
    await user.selectOptions(
      await screen.findByRole('combobox', { name: label(WIZARD_LABELS.device) }),
      kitchen.dsn,
    );
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    expect(await row().findByText(FIELD_MESSAGES.duplicateDsn)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: label(WIZARD_LABELS.device) }), lounge.dsn);
    expect(row().queryByText(FIELD_MESSAGES.duplicateDsn)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    expect(await row().findByText(FIELD_MESSAGES.firmwareRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: label(WIZARD_LABELS.firmware) }), '1.2');
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    const mapping = await screen.findByRole('table', { name: WIZARD_LABELS.mapping });
    expect(within(mapping).getByText(WIZARD_LABELS.optionalDut(0))).toBeInTheDocument();
    expect(within(mapping).getByText('Lounge')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: REFERENCE_MIC_CONSENT_NOTICE.accept }));
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.submit }));
    expect(await screen.findByText(SUBMISSION_MESSAGES.submitted)).toBeInTheDocument();
    const [posted] = requestsTo(fetchMock, 'POST', JOB_API_PATHS.jobs);
    expect(posted!.body).toMatchObject({
      optionalDuts: [
        {
          customerId: customer.customerId,
          dsn: lounge.dsn,
          name: 'Lounge',
          deviceType: 'ECHO_POP',
          firmware: '1.2',
        },
      ],
    });
  });
});
