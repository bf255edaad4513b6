import { type JobOptions } from '../jobs/lab-job.schema';
import { NEW_JOB_MESSAGES } from '../jobs/job.messages';
import { labPlayabilityProblems, pisByPosition, runPositions } from './run-positions.rule';

const nearField = (customOptions: Record<string, unknown> = {}): JobOptions => ({
  testSuite: 'AVSCertSimulation',
  testName: 'Near_1',
  testType: 'CUSTOM',
  marketPlace: 'en_US',
  executionOrder: ['AC_NEAR_FIELD'],
  testOptions: {
    testSuite: 'ACOUSTIC',
    scenarioType: 'AC_NEAR_FIELD',
    placements: { AC_NEAR_FIELD: ['0.9m-30deg'] },
    customOptions,
  },
});

describe('where a run plays from, and whether a lab can play it', () => {
  it('names the speech and noise positions of an acoustic run, none for a run it cannot plan', () => {
    expect(runPositions(nearField())).toEqual(['0.9m-30deg', '1.8m-135deg']);
    expect(runPositions(nearField({ noiseSelection: ['SILENCE'] }))).toEqual(['0.9m-30deg']);
    expect(runPositions({ ...nearField(), executionOrder: ['302'] })).toEqual([]);
    const functional = { ...nearField(), executionOrder: ['MOBILE_FUNCTIONAL'] };
    expect(
      runPositions({ ...functional, testOptions: { ...functional.testOptions, placements: {} } }),
    ).toEqual(['0.9m-30deg']);
  });

  it('prefers the Pi mapped to an actor, reads positions by id or label, and lists what is missing', () => {
    const pis = [
      { id: 'a', location: '0.9 m 30 deg' },
      { id: 'b', location: '0.9m-30deg' },
      { id: 'c', location: null },
    ];
    const placed = pisByPosition(pis, { actorMapping: { Speaker: { thingId: 'b' } } }, [
      '0.9m-30deg',
      '2.7m-90deg',
    ]);
    expect(placed.piAt.get('0.9m-30deg')?.id).toBe('b');
    expect(placed.missing).toEqual(['2.7m-90deg']);
    expect(pisByPosition(pis, {}, ['0.9m-30deg']).piAt.get('0.9m-30deg')?.id).toBe('a');
  });

  it('names each position the lab lacks, as people read it', () => {
    const job = { options: nearField(), mapping: {} };
    expect(
      labPlayabilityProblems(job, { name: 'Booth', pis: [{ id: 'a', location: '0.9m-30deg' }] }),
    ).toEqual([NEW_JOB_MESSAGES.noPiAt('Booth', '1.8 m 135 deg')]);
    expect(
      labPlayabilityProblems(job, {
        name: 'Booth',
        pis: [
          { id: 'a', location: '0.9m-30deg' },
          { id: 'n', location: '1.8m-135deg' },
        ],
      }),
    ).toEqual([]);
  });
});
