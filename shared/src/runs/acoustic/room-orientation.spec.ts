import { type JobOptions, jobOptionsSchema } from '../../jobs/lab-job.schema';
import { goldenFolder } from '../../testing/golden-files';
import { ROOM_FIGURE, ROOM_ORIENTATION_TEXTS, roomOrientations } from './room-orientation.rule';

/** A run of some scenario types, each at the positions given (all of the type's when none). */
const run = (
  types: readonly string[],
  placements: Record<string, string[]> = {},
  customOptions: Record<string, unknown> = {},
): JobOptions => ({
  testSuite: 'AVSCertSimulation',
  testName: 'Room_1',
  testType: 'CUSTOM',
  marketPlace: 'en_US',
  executionOrder: [...types],
  testOptions: { testSuite: 'ACOUSTIC', scenarioType: types[0]!, placements, customOptions },
});

/*
 * Golden cases: the acoustic family's golden folders (beside this spec) each
 * hold a job.json; orientation.json is the room figure of its run.
 */
const golden = goldenFolder(__dirname);

describe('the room orientation figure of a run (doc 1 §2.4)', () => {
  describe.each(golden.cases())('%s (golden)', (name) => {
    it('draws one figure per scenario type, with its speech and noise positions', () => {
      const job = golden.read(name, 'job.json') as { options: unknown };
      golden.expectGolden(name, 'orientation.json', roomOrientations(jobOptionsSchema.parse(job.options)));
    });
  });

  it('draws the quick wake-word test at 0.9 m 90 deg, in quiet: straight to the right of the DUT', () => {
    const [sut] = roomOrientations(run(['AC_WWDD_QUICK_TEST']));
    expect(sut).toMatchObject({
      title: 'Room orientation for AC_WWDD_QUICK_TEST',
      dut: { x: ROOM_FIGURE.dutX, y: ROOM_FIGURE.dutY, playsNoise: false },
      legend: [
        { role: 'dut', label: ROOM_ORIENTATION_TEXTS.dut },
        { role: 'speech', label: ROOM_ORIENTATION_TEXTS.speech },
      ],
    });
    expect(sut!.positions).toEqual([
      expect.objectContaining({
        id: '0.9m-90deg',
        label: '0.9 m 90 deg',
        role: 'speech',
        // A third of the way to the farthest position (0.9 of 2.7 m), right of the DUT.
        x: 143.3,
        y: ROOM_FIGURE.dutY,
        labelAnchor: 'start',
        labelBaseline: 'middle',
      }),
    ]);
    expect(sut!.rings).toEqual([{ distanceM: 0.9, radius: 33.3 }]);
  });

  it('marks the noise position of a far-field run apart from its two speech positions', () => {
    const [sut] = roomOrientations(run(['AC_FAR_FIELD']));
    expect(sut!.positions.map(({ id, role }) => [id, role])).toEqual([
      ['2.7m-30deg', 'speech'],
      ['2.7m-90deg', 'speech'],
      ['1.8m-135deg', 'noise'],
    ]);
    const farthest = sut!.positions[1]!;
    expect([farthest.x, farthest.y]).toEqual([
      ROOM_FIGURE.dutX + ROOM_FIGURE.farthestRadius,
      ROOM_FIGURE.dutY,
    ]);
    // Behind the DUT's right: below and to the right of it, its label hanging further out.
    const noise = sut!.positions[2]!;
    expect(noise.x).toBeGreaterThan(ROOM_FIGURE.dutX);
    expect(noise.y).toBeGreaterThan(ROOM_FIGURE.dutY);
    expect([noise.labelAnchor, noise.labelBaseline]).toEqual(['start', 'hanging']);
    expect(sut!.legend.map((entry) => entry.label)).toEqual([
      ROOM_ORIENTATION_TEXTS.dut,
      ROOM_ORIENTATION_TEXTS.speech,
      'Noise (Pink noise)',
    ]);
    expect(sut!.description).toBe(
      'Seen from above, the DUT at the centre, its front facing up. Speech plays from 2.7 m 30 deg, ' +
        '2.7 m 90 deg. Noise plays from 1.8 m 135 deg (Pink noise).',
    );
    expect(sut!.rings.map((ring) => ring.distanceM)).toEqual([1.8, 2.7]);
  });

  it('keeps a custom run to its chosen positions, and draws no noise when it plays in quiet', () => {
    const [sut] = roomOrientations(
      run(['AC_NEAR_FIELD'], { AC_NEAR_FIELD: ['0.9m-30deg'] }, { noiseSelection: ['SILENCE'] }),
    );
    expect(sut!.positions.map((mark) => mark.id)).toEqual(['0.9m-30deg']);
    expect(sut!.legend.map((entry) => entry.role)).toEqual(['dut', 'speech']);
  });

  it('draws every front-facing mark with its label above it, and the front line up to the figure top', () => {
    const [sut] = roomOrientations(run(['AC_NEAR_FIELD']));
    const ahead = sut!.positions.find((mark) => mark.id === '0.9m-30deg')!;
    expect([ahead.labelAnchor, ahead.labelBaseline]).toEqual(['start', 'auto']);
    expect(sut!.front.y).toBeLessThan(sut!.dut.y - ROOM_FIGURE.farthestRadius);
    expect(sut!.front.labelY).toBeGreaterThan(0);
  });

  it('has no figure for a run outside the acoustic family', () => {
    expect(roomOrientations(run(['302']))).toEqual([]);
    expect(roomOrientations(run(['MOBILE_FUNCTIONAL']))).toEqual([]);
  });
});
