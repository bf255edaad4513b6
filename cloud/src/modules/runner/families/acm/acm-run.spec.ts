import { acmBooths as booths } from '../../../../testing/acm-booths';
import { ACM_SAY_ATTEMPTS, acmRunDevices, acmRunScripts } from './acm-run';

describe('an ACM run on virtual devices', () => {
  it('plays every scenario of the library to the end, each statement passed with its report', async () => {
    const lab = booths();
    const run = lab.run([
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
    expect(await run.play()).toBe(0);
    expect(run.percent).toBe(100);
    for (const scenario of run.scenarios) {
      expect({ id: scenario.id, state: scenario.state }).toEqual({ id: scenario.id, state: 'COMPLETED' });
      for (const statement of scenario.statements) {
        expect({ statement: statement.statement, state: statement.state }).toEqual({
          statement: statement.statement,
          state: 'SUCCESS',
        });
      }
    }
    const call = run.scenarios[0].statements[1];
    expect(call.response?.report).toMatchObject({
      pi: 'Booth D11',
      heard: 'alexa call account two',
      intent: 'CallIntent',
      response: 'Calling Account Two.',
      attempts: 1,
    });
    expect(run.scenarios[0].statements[2].response?.report).toEqual({
      event: 'Comms.IncomingCall',
      message: 'Incoming call from Account One.',
    });
    const readBack = run.scenarios.find((scenario) => scenario.id === '1714')!.statements.at(-1)!;
    expect(readBack.response?.report).toMatchObject({
      response: expect.stringContaining('hello from the lab'),
    });
    expect(lab.saved).toContain('C1: account two');
    expect(lab.saved).toContain('C2: account one');
    // Announced as it went: pending first, in progress, then the outcome.
    expect(lab.published[0][0].state).toBe('PENDING');
    expect(lab.published.some((payload) => payload[0].state === 'INPROGRESS')).toBe(true);
  });

  it('fails a scenario whose device does not hear, skips the rest of it, and goes on with the next', async () => {
    const lab = booths({ deafDsn: 'D21' });
    const run = lab.run(['302', '306']);
    expect(await run.play()).toBe(1);
    const [call, dropIn] = run.scenarios;
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
    const run = confirmed.run(['310']);
    expect(await run.play()).toBe(0);
    expect(confirmed.asked).toEqual([expect.stringMatching(/^scenario-310#2: On account two's phone/)]);
    expect(run.scenarios[0].statements[1]).toMatchObject({
      state: 'SUCCESS',
      response: { report: { answer: 'confirm' } },
    });

    const canceled = booths({ answer: 'failed' });
    const refused = canceled.run(['310', '302']);
    expect(await refused.play()).toBe(1);
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
      onSleep: (duts) => duts[2].notify('Comms.IncomingCall', 'Incoming call from Account One.', 0),
    });
    const run = lab.run(['903']);
    expect(await run.play()).toBe(1);
    const statements = run.scenarios[0].statements;
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
