import { acmBooths as booths } from '../../../../testing/acm-booths';
import { ACM_SAY_ATTEMPTS, acmRunDevices, acmRunScripts } from './acm-run';

/** The scenarios a run played that failed. */
const failed = (scenarios: readonly { readonly state: string }[]) =>
  scenarios.filter((scenario) => scenario.state === 'FAILED').length;

describe('an ACM run on virtual devices, through the executor', () => {
  it('plays every scenario of the library to the end, each statement passed with its report', async () => {
    const lab = booths();
    const { executor, scenarios, published, registry } = await lab.run([
      '302',
      '304',
      '305',
      '306',
      '310',
      '701',
      '702',
      '703',
      '706',
      '708',
      '801',
      '903',
      '1501',
      '1714',
    ]);
    expect(executor.finished).toEqual({ kind: 'finish', state: 'succeeded', verdict: 'passed' });
    expect(failed(scenarios)).toBe(0);
    expect(scenarios).toHaveLength(14);
    for (const scenario of scenarios) {
      expect({ id: scenario.id, state: scenario.state }).toEqual({ id: scenario.id, state: 'COMPLETED' });
      for (const statement of scenario.statements) {
        expect({ statement: statement.statement, state: statement.state }).toEqual({
          statement: statement.statement,
          state: 'SUCCESS',
        });
      }
    }
    const call = scenarios[0].statements[1];
    expect(call.response?.report).toMatchObject({
      pi: 'Booth D11',
      heard: 'alexa call account two',
      intent: 'CallIntent',
      response: 'Calling Account Two.',
      attempts: 1,
    });
    expect(scenarios[0].statements[2].response?.report).toEqual({
      event: 'Comms.IncomingCall',
      message: 'Incoming call from Account One.',
    });
    const readBack = scenarios.find((scenario) => scenario.id === '1714')!.statements.at(-1)!;
    expect(readBack.response?.report).toMatchObject({
      response: expect.stringContaining('hello from the lab'),
    });
    expect(registry.comms.contactsOf('C1').map((contact) => contact.name)).toContain('account two');
    expect(registry.comms.contactsOf('C2').map((contact) => contact.name)).toContain('account one');
    // Announced as it went: pending first, in progress, then the outcome, which the store holds.
    expect(published[0][0].state).toBe('PENDING');
    expect(published.some((payload) => payload[0].state === 'INPROGRESS')).toBe(true);
    expect(published.at(-1)!.every((scenario) => scenario.state === 'COMPLETED')).toBe(true);
  });

  it('fails a scenario whose device does not hear, skips the rest of it, and goes on with the next', async () => {
    const { scenarios } = await booths({ deafDsn: 'D21' }).run(['302', '306']);
    expect(failed(scenarios)).toBe(1);
    const [call, dropIn] = scenarios;
    expect(call.state).toBe('FAILED');
    expect(call.statements.map((statement) => statement.state)).toEqual([
      'SUCCESS',
      'SUCCESS',
      'SUCCESS',
      'FAILED',
      'SKIPPED',
      'SKIPPED',
      'SKIPPED',
    ]);
    expect(call.statements[3].response?.report).toMatchObject({
      failure: 'account two device one did not hear the phrase',
      attempts: ACM_SAY_ATTEMPTS,
    });
    // Tidied up: the call that rang was hung up before the next scenario.
    expect(dropIn.state).toBe('COMPLETED');
  });

  it('asks the operator for a manual step and goes on once confirmed; a cancel fails the scenario', async () => {
    const confirmed = booths();
    const played = await confirmed.run(['310']);
    expect(failed(played.scenarios)).toBe(0);
    expect(played.lab.asked).toEqual([expect.stringMatching(/^scenario-310#2: On account two's phone/)]);
    expect(played.scenarios[0].statements[1]).toMatchObject({
      state: 'SUCCESS',
      response: { report: { answer: 'confirm' } },
    });

    const refused = await booths({ answer: 'failed' }).run(['310', '302']);
    expect(failed(refused.scenarios)).toBe(1);
    const [dropIn, call] = refused.scenarios;
    expect(dropIn.state).toBe('FAILED');
    expect(dropIn.statements.map((statement) => statement.state)).toEqual([
      'SUCCESS',
      'FAILED',
      'SKIPPED',
      'SKIPPED',
      'SKIPPED',
      'SKIPPED',
    ]);
    expect(dropIn.statements[1].response?.report).toMatchObject({
      failure: 'The operator canceled the manual step',
      answer: 'cancel',
    });
    expect(call.state).toBe('COMPLETED');
  });

  it('fails a statement whose device does something it must not', async () => {
    // While the run watches that the contact on do not disturb does not ring, it rings.
    const lab = booths({
      onSleep: (duts, nowMs) =>
        duts[2].notify('Comms.IncomingCall', 'Incoming call from Account One.', nowMs),
    });
    const { scenarios } = await lab.run(['903']);
    expect(failed(scenarios)).toBe(1);
    const statements = scenarios[0].statements;
    expect(statements.map((statement) => statement.state)).toEqual([
      'SUCCESS',
      'SUCCESS',
      'SUCCESS',
      'SUCCESS',
      'FAILED',
      'SKIPPED',
    ]);
    expect(statements[4].statement).toBe('Then account two device one does not ring');
    expect(statements[4].response?.report).toEqual({
      failure: 'account two device one showed Comms.IncomingCall',
      message: 'Incoming call from Account One.',
    });
  });

  it('names what a job lacks: a Pi for a device, a script for a scenario', () => {
    const lab = booths();
    const unmapped = { ...lab.mapping, actorMapping: { DUT: lab.mapping.actorMapping!.DUT } };
    expect(acmRunDevices(unmapped, lab.things)).toBe('No Pi of the lab is mapped to account one device two');
    expect(acmRunScripts(['302', '999'])).toBe('ACM scenario 999 has no script');
  });
});
