import { jobMappingSchema, jobOptionsSchema } from '../jobs/lab-job.schema';
import { NEW_JOB_MESSAGES } from '../jobs/job.messages';
import { acmRunScenarioIds, newRunJob, unrunnableRunParts } from '../wizard/new-run-job.rule';
import { bddScenarioSchema } from '../results/bdd.schema';
import { ACM_SCENARIOS } from './acm-scenarios.constant';
import { newRunPayloadSchema } from '../wizard/test-draft.schema';
import {
  ACM_SCENARIO_SCRIPTS,
  ACM_STATEMENT_STATES,
  acmManualActionKey,
  acmInitialPayload,
  acmProgressPercent,
  acmScenarioScript,
  acmScriptDevices,
  acmStatementText,
  unplayableAcmScenarios,
} from './acm-script.rule';

describe('the ACM scenario scripts', () => {
  it('script every scenario of the library, using exactly the devices each account is asked for', () => {
    expect(ACM_SCENARIO_SCRIPTS.map((script) => script.id)).toEqual(ACM_SCENARIOS.map((s) => s.id));
    for (const scenario of ACM_SCENARIOS) {
      const script = acmScenarioScript(scenario.id)!;
      const perAccount: number[] = [];
      for (const ref of acmScriptDevices(script))
        perAccount[ref.account] = (perAccount[ref.account] ?? 0) + 1;
      expect({ id: scenario.id, perAccount }).toEqual({
        id: scenario.id,
        perAccount: [...scenario.devicesPerAccount],
      });
      expect(script.steps[0]).toEqual({ kind: 'contacts' });
    }
    expect(unplayableAcmScenarios(['302', 1714, '999'])).toEqual(['999']);
  });

  it('writes each step as a Gherkin statement, the phrase as its recording says it', () => {
    const [contacts, call, ring] = acmScenarioScript(302)!.steps;
    expect(acmStatementText(contacts, 'Alexa')).toBe(
      "Given the accounts are saved in each other's contacts as account one and account two",
    );
    expect(acmStatementText(call, 'Alexa')).toBe(
      'When account one device one hears "Alexa, call account two"',
    );
    expect(acmStatementText(ring, 'Alexa')).toBe('Then account two device one rings');
    const choose = acmScenarioScript('801')!.steps;
    expect(acmStatementText(choose[1], 'Alexa')).toBe(
      'When account one device one hears "Alexa, drop in on account two" and answers with "which one"',
    );
    expect(acmStatementText(choose[2], 'Alexa')).toBe('When account one device one hears "the second one"');
    expect(acmStatementText(choose[4], 'Alexa')).toBe('Then account two device one is not dropped in on');
  });

  it('asks the operator for what only a person can do: allowing a drop in on a contact', () => {
    const manual = ACM_SCENARIO_SCRIPTS.flatMap((script) =>
      script.steps.flatMap((step, index) => (step.kind === 'manual' ? [{ id: script.id, index, step }] : [])),
    );
    expect(manual.map(({ id, index }) => [id, index])).toEqual([[310, 1]]);
    const [{ step }] = manual;
    expect(acmStatementText(step, 'Alexa')).toBe(
      'Given account two allows account one to drop in, in the Alexa app on its phone',
    );
    expect(step.kind === 'manual' && step.instruction).toMatch(/^On account two's phone, open the Alexa app/);
    // A manual step speaks to no device: the scenario still needs one device per account.
    expect(acmScriptDevices(acmScenarioScript(310)!)).toEqual([
      { account: 0, device: 0 },
      { account: 1, device: 0 },
    ]);
    expect(acmManualActionKey(310, 1)).toBe('scenario-310#2');
  });

  it('starts every statement pending and counts progress by statements with an outcome', () => {
    const payload = acmInitialPayload([acmScenarioScript(302)!, acmScenarioScript(304)!], 'Alexa');
    for (const scenario of payload) expect(bddScenarioSchema.safeParse(scenario).success).toBe(true);
    expect(payload[0]).toMatchObject({ id: '302', state: 'PENDING' });
    expect(payload[0].name).toMatch(/^302 Call a contact/);
    expect(acmProgressPercent(payload)).toBe(0);
    const total = payload[0].statements.length + payload[1].statements.length;
    payload[0].statements.forEach((statement) => (statement.state = ACM_STATEMENT_STATES.success));
    payload[1].statements[0].state = ACM_STATEMENT_STATES.inProgress;
    expect(acmProgressPercent(payload)).toBe(Math.round((payload[0].statements.length / total) * 100));
    expect(acmProgressPercent([])).toBe(0);
  });
});

describe('an ACM submission as a lab job', () => {
  const device = (dsn: string, pi: string, firmware = '') => ({
    dsnInfo: { name: `Echo ${dsn}`, dsn, deviceOrderId: 0 },
    pi: { name: pi },
    firmware,
  });
  const acmRun = (overrides: Record<string, unknown> = {}) =>
    newRunPayloadSchema.parse({
      name: 'Calls_1',
      locale: 'en_US',
      enableEmailNotification: false,
      scenarioType: 'CUSTOM',
      customizedScenarios: [
        { category: 'CALLING', scenarios: ['302', '305'] },
        { category: 'MESSAGING', scenarios: ['1714'] },
      ],
      deviceAttributes: { irBlasters: false, dimmable: false },
      testSuite: { id: 'AQTUDTV2', displayName: 'ACM', category: 'MULTIMODAL', config: '{}', mapping: [] },
      testMapping: { mapping: [], actorMapping: [], deviceMapping: [] },
      testOptions: {},
      labId: 'lab-1',
      accountConfig: [
        {
          customerIdInfo: { customerId: 'C1', email: 'one@x' },
          devicePiConfig: [device('D11', 'Booth 1', 'fw-7')],
        },
        {
          customerIdInfo: { customerId: 'C2', email: 'two@x' },
          devicePiConfig: [device('D21', 'Booth 3'), device('D22', 'Booth 4')],
        },
      ],
      referenceMicConsent: true,
      ...overrides,
    });

  it('plays the chosen scenarios in order, each device under its tag with its Pi and the firmware given', () => {
    const job = newRunJob(acmRun(), {
      pis: [
        { id: 't1', name: 'Booth 1' },
        { id: 't3', name: 'Booth 3' },
        { id: 't4', name: 'Booth 4' },
      ],
    });
    expect(jobOptionsSchema.safeParse(job.options).success).toBe(true);
    expect(jobMappingSchema.safeParse(job.mapping).success).toBe(true);
    expect(job.options).toMatchObject({
      testSuite: 'AQTUDTV2',
      executionOrder: ['302', '305', '1714'],
      testOptions: { testSuite: 'MULTIMODAL', scenarioType: 'CALLING' },
    });
    expect(job.mapping.deviceMapping).toEqual({
      DUT: {
        customerId: 'C1',
        dsn: 'D11',
        deviceName: 'Echo D11',
        buildInfo: 'fw-7',
      },
      // The device cloud's type and build are pinned at admission (pinRegisteredDevices).
      A2D1: { customerId: 'C2', dsn: 'D21', deviceName: 'Echo D21' },
      A2D2: { customerId: 'C2', dsn: 'D22', deviceName: 'Echo D22' },
    });
    expect(job.mapping.actorMapping).toEqual({
      DUT: { thingId: 't1', piName: 'Booth 1' },
      A2D1: { thingId: 't3', piName: 'Booth 3' },
      A2D2: { thingId: 't4', piName: 'Booth 4' },
    });
  });

  it('plays the whole library for a standard run, and names a scenario it cannot play', () => {
    expect(acmRunScenarioIds(acmRun({ scenarioType: 'STANDARD' }))).toEqual(
      ACM_SCENARIOS.map((s) => String(s.id)),
    );
    expect(unrunnableRunParts(acmRun())).toBeUndefined();
    expect(
      unrunnableRunParts(
        acmRun({ customizedScenarios: [{ category: 'CALLING', scenarios: ['302', '399'] }] }),
      ),
    ).toBe(NEW_JOB_MESSAGES.notRunnableAcm('399'));
  });
});
