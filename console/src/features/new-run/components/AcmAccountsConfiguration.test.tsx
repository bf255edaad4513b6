import { screen, within } from '@testing-library/react';
import {
  ACM_MESSAGES,
  DEVICE_API_PATHS,
  FIELD_MESSAGES,
  JOB_API_PATHS,
  LAB_API_PATHS,
  REFERENCE_MIC_CONSENT_NOTICE,
  ROUTES,
  TEST_SUITES_API_PATH,
  WIZARD_BUTTONS,
  WIZARD_LABELS,
  WIZARD_STEPS,
  wizardTestSuites,
} from '@oak/shared';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setupUser } from '../../../testing/setup-user';
import { mockApi, requestsTo, storeSession, testSession } from '../../../testing/mock-api';
import { labStub, piStub } from '../../../testing/lab-stubs';
import { jobStub } from '../../../testing/job-stubs';

vi.setConfig({ testTimeout: 30_000 });

const session = testSession();
const lab = labStub({ id: 'lab-1', name: 'Virtual Lab' });
const pis = [piStub(lab.id, 'pi-a', { name: 'Pi A' }), piStub(lab.id, 'pi-b', { name: 'Pi B' })];
const devicesOf: Record<string, { name: string; dsn: string }[]> = {
  'ACME-1': [{ name: 'Kitchen', dsn: 'G0KITCHEN' }],
  'ACME-2': [{ name: 'Den', dsn: 'G0DEN' }],
};

function renderAcm() {
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: session },
    [`GET ${TEST_SUITES_API_PATH}`]: { body: wizardTestSuites(['AQTUDTV2']) },
    'GET /api/labs': { body: [lab] },
    [`GET ${LAB_API_PATHS.labThings(lab.id)}`]: { body: pis },
    [`GET ${DEVICE_API_PATHS.customerIds}`]: {
      body: [{ 'ACME-1': 'one@acme.test' }, { 'ACME-2': 'two@acme.test' }],
    },
    [`GET ${DEVICE_API_PATHS.devices}`]: (request) => ({
      body: devicesOf[JSON.parse(request.url.searchParams.get('q')!).customerId as string] ?? [],
    }),
    [`POST ${JOB_API_PATHS.jobs}`]: { status: 201, body: jobStub({ testName: 'Calls_1' }) },
    'GET /api/jobs': { body: [] },
  });
  return { fetchMock, ...renderWithProviders(ROUTES.runDraft) };
}

beforeEach(() => storeSession(session));

describe('the ACM lab configuration', () => {
  it('asks per account for a customer id and per device for a DSN, a Pi and firmware, with every ACM check', async () => {
    const user = setupUser();
    const { fetchMock } = renderAcm();
    const next = () => user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.next }));
    const select = (name: string) => screen.findByRole('combobox', { name });
    await user.selectOptions(
      await select(WIZARD_LABELS.suite),
      within(await select(WIZARD_LABELS.suite)).getByRole('option', { name: 'ACM' }),
    );
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.proceed }));
    await user.type(await screen.findByRole('textbox', { name: WIZARD_LABELS.testName }), 'Calls_1');
    await user.selectOptions(await select(`${WIZARD_LABELS.category} 1`), 'CALLING');
    await user.click(screen.getByRole('checkbox', { name: 'Calling 305' }));
    await next();

    await user.selectOptions(await select(WIZARD_LABELS.lab), lab.id);
    await screen.findByRole('group', { name: 'Account 2' });
    await next();
    expect(await screen.findByText(ACM_MESSAGES.accountsNotConfigured)).toBeInTheDocument();

    await user.selectOptions(await select('Account 2 Customer ID'), 'ACME-1');
    await next();
    const account1 = screen.getByRole('group', { name: 'Account 1' });
    expect(await within(account1).findByText(ACM_MESSAGES.customerIdRequired)).toBeInTheDocument();

    await user.selectOptions(await select('Account 1 Customer ID'), 'ACME-1');
    await next();
    expect(await screen.findByText(ACM_MESSAGES.sameCustomerIdForSeveralAccounts)).toBeInTheDocument();
    expect(within(account1).getByText(ACM_MESSAGES.devicesNotConfigured)).toBeInTheDocument();

    // 305 rings two devices of the second account: ACME-2 has one.
    await user.selectOptions(await select('Account 2 Customer ID'), 'ACME-2');
    // Its device list has come.
    await within(await select('Account 2 Device 1 Serial number')).findByRole('option', {
      name: 'Den (G0DEN)',
    });
    await next();
    const account2 = screen.getByRole('group', { name: 'Account 2' });
    expect(await within(account2).findByText(ACM_MESSAGES.notEnoughDevices(2))).toBeInTheDocument();

    await user.selectOptions(await select('Account 1 Device 1 Serial number'), 'G0KITCHEN');
    await next();
    expect(await within(account1).findByText(ACM_MESSAGES.invalidDevicePiMapping)).toBeInTheDocument();
    await user.selectOptions(await select('Account 1 Device 1 Pi'), pis[0]!.id);
    await next();
    expect(await within(account1).findByText(FIELD_MESSAGES.firmwareRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Account 1 Device 1 Firmware' }), '1.0.2');
    await next();
    expect(within(account1).queryByRole('alert')).not.toBeInTheDocument();

    // A different customer id clears that account's devices (doc 2 §4).
    await user.selectOptions(await select('Account 1 Customer ID'), 'ACME-2');
    expect(await select('Account 1 Device 1 Serial number')).toHaveValue('');
    await user.selectOptions(await select('Account 1 Customer ID'), 'ACME-1');

    // Back to 302, one device per account: the same Pi twice is refused.
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.previous }));
    // (302 first: a selection without scenarios needs no accounts, and would drop them.)
    await user.click(await screen.findByRole('checkbox', { name: 'Calling 302' }));
    await user.click(screen.getByRole('checkbox', { name: 'Calling 305' }));
    await next();
    await user.selectOptions(await select('Account 1 Device 1 Serial number'), 'G0KITCHEN');
    await user.selectOptions(await select('Account 1 Device 1 Pi'), pis[0]!.id);
    await user.type(screen.getByRole('textbox', { name: 'Account 1 Device 1 Firmware' }), '1.0.2');
    await user.selectOptions(await select('Account 2 Device 1 Serial number'), 'G0DEN');
    await user.selectOptions(await select('Account 2 Device 1 Pi'), pis[0]!.id);
    await user.type(screen.getByRole('textbox', { name: 'Account 2 Device 1 Firmware' }), '2.0');
    await next();
    expect(await screen.findByText(ACM_MESSAGES.samePiForSeveralDevices)).toBeInTheDocument();
    await user.selectOptions(await select('Account 2 Device 1 Pi'), pis[1]!.id);
    await next();

    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    // The review names the category and scenario by label, and maps each device under its tag.
    const test = screen.getByRole('region', { name: WIZARD_STEPS[0].title });
    expect(within(test).getByText('Calling')).toBeInTheDocument();
    expect(within(test).getByText('Calling 302')).toBeInTheDocument();
    expect(within(test).queryByText('CALLING')).not.toBeInTheDocument();
    const mapping = screen.getByRole('table', { name: WIZARD_LABELS.mapping });
    const rows = within(mapping)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.filter((cells) => cells.length)).toEqual([
      [WIZARD_LABELS.account(0), 'DUT', 'ACME-1', 'G0KITCHEN', 'Kitchen', '1.0.2', 'Pi A'],
      [WIZARD_LABELS.account(1), 'A2D1', 'ACME-2', 'G0DEN', 'Den', '2.0', 'Pi B'],
    ]);
    const labReview = screen.getByRole('region', { name: WIZARD_STEPS[1].title });
    expect(within(labReview).queryByText(/@acme\.test/)).not.toBeInTheDocument();
    await user.click(screen.getByText(REFERENCE_MIC_CONSENT_NOTICE.accept));
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS.submit }));
    await vi.waitFor(() => expect(requestsTo(fetchMock, 'POST', JOB_API_PATHS.jobs)).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST', JOB_API_PATHS.jobs)[0]!.body).toMatchObject({
      customizedScenarios: [{ category: 'CALLING', scenarios: ['302'] }],
      accountConfig: [
        {
          customerIdInfo: { customerId: 'ACME-1', email: 'one@acme.test' },
          devicePiConfig: [
            { dsnInfo: { dsn: 'G0KITCHEN', deviceOrderId: 1 }, pi: { name: 'Pi A' }, firmware: '1.0.2' },
          ],
        },
        {
          customerIdInfo: { customerId: 'ACME-2' },
          devicePiConfig: [{ dsnInfo: { dsn: 'G0DEN' }, pi: { name: 'Pi B' }, firmware: '2.0' }],
        },
      ],
    });
  });
});
