import { type JobOptions } from '../jobs/lab-job.schema';
import { NEW_JOB_MESSAGES, NEW_JOB_WARNINGS } from '../jobs/job.messages';
import { acousticPlacementsRecorded } from './acoustic/acoustic-plan.rule';
import {
  labPlayabilityProblems,
  labPlayabilityWarnings,
  pisByPosition,
  runPositions,
  speakerPosition,
} from './run-positions.rule';

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

  it('names each position a run chose that its scenario type is not played from', () => {
    const options = (type: string, chosen: string[]): JobOptions => ({
      ...nearField(),
      executionOrder: [type],
      testOptions: { testSuite: 'MOBILE', scenarioType: type, placements: { [type]: chosen } },
    });
    const lab = {
      name: 'Booth',
      pis: ['0.9m-30deg', '0.9m-90deg', '1.8m-135deg'].map((location) => ({ id: location, location })),
    };
    const problems = (type: string, chosen: string[]) =>
      labPlayabilityProblems({ options: options(type, chosen), mapping: {} }, lab);
    expect(problems('AC_TRAINED_MOBILE', ['0.9m-30deg'])).toEqual([]);
    expect(runPositions(options('AC_TRAINED_MOBILE', ['0.9m-30deg']))).toEqual(['0.9m-30deg', '1.8m-135deg']);
    expect(problems('AC_WWDD_QUICK_TEST', ['0.9m-30deg'])).toEqual([
      NEW_JOB_MESSAGES.placementNotPlayed('AC_WWDD_QUICK_TEST', '0.9 m 30 deg', '0.9 m 90 deg'),
    ]);
    expect(problems('AC_TRAINED_MOBILE', ['1.8m-135deg'])).toEqual([
      NEW_JOB_MESSAGES.placementNotPlayed(
        'AC_TRAINED_MOBILE',
        '1.8 m 135 deg',
        '0.9 m 90 deg or 0.9 m 30 deg',
      ),
    ]);
  });

  it("plays a type the run chose no positions for from the Speaker's Pi, and a type of a run of several that does not play there from its own, warned (issue 29)", () => {
    // A STANDARD acoustic run: near field, then far field, no positions chosen.
    const standard: JobOptions = {
      ...nearField(),
      testType: 'STANDARD',
      executionOrder: ['AC_NEAR_FIELD', 'AC_FAR_FIELD'],
      testOptions: { testSuite: 'ACOUSTIC', scenarioType: 'AC_NEAR_FIELD', placements: {} },
    };
    const pis = ['0.9m-30deg', '0.9m-90deg', '2.7m-30deg', '2.7m-90deg', '1.8m-135deg'].map((location) => ({
      id: `pi ${location}`,
      location,
    }));
    const speaker = (location: string) => ({ actorMapping: { Speaker: { thingId: `pi ${location}` } } });
    const mapping = speaker('0.9m-90deg');
    expect(speakerPosition(pis, mapping)).toBe('0.9m-90deg');
    expect(speakerPosition(pis, {})).toBeUndefined();
    // Near field plays where the Speaker stands; far field cannot, so it plays from its own 2.7 m positions.
    expect(labPlayabilityProblems({ options: standard, mapping }, { name: 'Booth', pis })).toEqual([]);
    expect(labPlayabilityWarnings({ options: standard, mapping }, { pis })).toEqual([
      NEW_JOB_WARNINGS.playsElsewhere('AC_FAR_FIELD', '0.9 m 90 deg', '2.7 m 30 deg and 2.7 m 90 deg'),
    ]);
    expect(runPositions(standard, '0.9m-90deg')).toEqual([
      '0.9m-90deg',
      '1.8m-135deg',
      '2.7m-30deg',
      '2.7m-90deg',
    ]);
    // The job records where each type plays, and plays exactly there whoever stands where later.
    const recorded = acousticPlacementsRecorded(standard, '0.9m-90deg');
    expect(recorded.testOptions.placements).toEqual({
      AC_NEAR_FIELD: ['0.9m-90deg'],
      AC_FAR_FIELD: ['2.7m-30deg', '2.7m-90deg'],
    });
    expect(runPositions(recorded, '2.7m-30deg')).toEqual(runPositions(standard, '0.9m-90deg'));
    expect(acousticPlacementsRecorded(recorded, '0.9m-30deg')).toEqual(recorded);
    // The Speaker at 2.7 m 30 deg: far field plays there alone, near field from both 0.9 m positions.
    expect(acousticPlacementsRecorded(standard, '2.7m-30deg').testOptions.placements).toEqual({
      AC_NEAR_FIELD: ['0.9m-30deg', '0.9m-90deg'],
      AC_FAR_FIELD: ['2.7m-30deg'],
    });
    expect(labPlayabilityWarnings({ options: standard, mapping: speaker('2.7m-30deg') }, { pis })).toEqual([
      NEW_JOB_WARNINGS.playsElsewhere('AC_NEAR_FIELD', '2.7 m 30 deg', '0.9 m 30 deg and 0.9 m 90 deg'),
    ]);
    // A lab with no Pi at 2.7 m cannot play far field at all: refused by position.
    const near = pis.filter((pi) => !pi.location.startsWith('2.7'));
    expect(labPlayabilityProblems({ options: standard, mapping }, { name: 'Booth', pis: near })).toEqual([
      NEW_JOB_MESSAGES.noPiAt('Booth', '2.7 m 30 deg'),
      NEW_JOB_MESSAGES.noPiAt('Booth', '2.7 m 90 deg'),
    ]);
    // A run of far field alone, its Speaker at 0.9 m 90 deg, is refused: the Speaker is all that says where.
    const farOnly = { ...standard, executionOrder: ['AC_FAR_FIELD'] };
    expect(labPlayabilityProblems({ options: farOnly, mapping }, { name: 'Booth', pis })).toEqual([
      NEW_JOB_MESSAGES.speakerNotThere('AC_FAR_FIELD', '0.9 m 90 deg', '2.7 m 30 deg or 2.7 m 90 deg'),
    ]);
    expect(labPlayabilityWarnings({ options: farOnly, mapping }, { pis })).toEqual([]);
    // Where the run chose its positions, they decide rather than the Speaker, and nothing is warned.
    const custom = {
      ...standard,
      testOptions: {
        ...standard.testOptions,
        placements: { AC_FAR_FIELD: ['2.7m-30deg'], AC_NEAR_FIELD: ['0.9m-30deg'] },
      },
    };
    expect(labPlayabilityProblems({ options: custom, mapping }, { name: 'Booth', pis })).toEqual([]);
    expect(labPlayabilityWarnings({ options: custom, mapping }, { pis })).toEqual([]);
    expect(runPositions(custom, '0.9m-90deg')).toEqual(['0.9m-30deg', '1.8m-135deg', '2.7m-30deg']);
    expect(acousticPlacementsRecorded(custom, '0.9m-90deg')).toEqual(custom);
  });
});
