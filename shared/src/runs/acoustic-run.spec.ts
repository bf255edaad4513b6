import { type ResourceManifest } from '../sync/resource-manifest.schema';
import {
  type AcousticSegment,
  DEVICE_PLAYBACK_NOISE,
  NOISE_TYPE_BEDS,
  RUN_NOISES,
  acousticResourcesByLocation,
  acousticSegments,
  acousticTrials,
  VOICE_ENROLLMENT_ROUND_UTTERANCES,
  speechPositions,
  unplayablePlacements,
  voiceRobustnessLevels,
} from './acoustic-run-plan.rule';
import { acousticTestStats, trialPlaceLabel, voiceEnrollmentFeed } from './acoustic-stats.rule';

const file = (fileName: string, kind: 'utterance' | 'wake-word' | 'noise', intent?: string) => ({
  id: fileName,
  fileName,
  md5: '0'.repeat(32),
  size: 100,
  url: `/files/${fileName}`,
  kind,
  durationMs: 2000,
  transcript: kind === 'noise' ? undefined : `Alexa, ${fileName}`,
  expectedResponse: intent,
});

describe('acoustic run plan', () => {
  it('plays wake-word tests at 0.9 m 90 deg in quiet, from their own files', () => {
    expect(acousticSegments('AC_WWDD_QUICK_TEST', 'de_DE')).toEqual([
      {
        scenarioType: 'AC_WWDD_QUICK_TEST',
        speechLocation: '0.9m-90deg',
        resources: ['AC_WWDD_QUICK_TEST/de_DE'],
      },
    ]);
  });

  it('plays far field from both 2.7 m positions, in quiet and under pink noise; en_CA speaks en_US', () => {
    const segments = acousticSegments('AC_FAR_FIELD', 'en_CA')!;
    expect(segments.map((s) => [s.speechLocation, s.noise?.label ?? null])).toEqual([
      ['2.7m-30deg', null],
      ['2.7m-30deg', 'Pink noise'],
      ['2.7m-90deg', null],
      ['2.7m-90deg', 'Pink noise'],
    ]);
    expect(new Set(segments.flatMap((s) => s.resources))).toEqual(new Set(['AC_WWDD_QUICK_TEST/en_US']));
    expect(Object.fromEntries(acousticResourcesByLocation(segments))).toEqual({
      '2.7m-30deg': ['AC_WWDD_QUICK_TEST/en_US'],
      '2.7m-90deg': ['AC_WWDD_QUICK_TEST/en_US'],
      '1.8m-135deg': ['shared/noise'],
    });
  });

  it('plays each qualification type at 0.9 m 90 deg under its own noise', () => {
    const noiseOf = (type: string) =>
      acousticSegments(type, 'en_US')!.map((s) => [s.speechLocation, s.noise ?? null, s.resources]);
    const commands = ['AC_WWDD_QUICK_TEST/en_US'];
    expect(noiseOf('QUAL_SILENCE')).toEqual([['0.9m-90deg', null, commands]]);
    expect(noiseOf('QUAL_WWDD')).toEqual([['0.9m-90deg', null, commands]]);
    expect(noiseOf('QUAL_NOISE_PINK')).toEqual([['0.9m-90deg', NOISE_TYPE_BEDS.PINK, commands]]);
    expect(noiseOf('QUAL_NOISE_ROCK')).toEqual([
      ['0.9m-90deg', { fileName: 'music-like.wav', label: 'Rock' }, commands],
    ]);
    expect(noiseOf('QUAL_NOISE_NEWS')).toEqual([
      ['0.9m-90deg', { fileName: 'ambience-babble.wav', label: 'News' }, commands],
    ]);
    expect(acousticSegments('QUAL_NOISE_PUB', 'en_US')![0]!.noise?.label).toBe('Pub');
    expect(acousticSegments('QUAL_NOISE_CAFE', 'en_US')![0]!.noise?.label).toBe('Cafe');
    expect(
      Object.fromEntries(acousticResourcesByLocation(acousticSegments('QUAL_NOISE_PUB', 'en_US')!)),
    ).toEqual({
      '0.9m-90deg': commands,
      '1.8m-135deg': ['shared/noise'],
    });
  });

  it('plays a movable type from every position the run chose of its catalogue placements, and names the others', () => {
    const positions = (type: string, chosen: string[]) =>
      acousticSegments(type, 'en_US', {}, chosen)?.map((segment) => segment.speechLocation);
    // Trained mobile offers 0.9 m 30 deg (doc 3 §3): it plays there, in quiet and under pink noise.
    expect(positions('AC_TRAINED_MOBILE', ['0.9m-30deg'])).toEqual(['0.9m-30deg', '0.9m-30deg']);
    expect(positions('AC_TRAINED_MOBILE', ['0.9 m 30 deg', '0.9m-90deg'])).toEqual([
      '0.9m-30deg',
      '0.9m-30deg',
      '0.9m-90deg',
      '0.9m-90deg',
    ]);
    expect(positions('AC_TRAINED_MOBILE', [])).toEqual(['0.9m-90deg', '0.9m-90deg']);
    expect(speechPositions('AC_TRAINED_MOBILE')).toEqual(['0.9m-90deg', '0.9m-30deg']);
    // Wake-word tests use only 0.9 m 90 deg: 0.9 m 30 deg is named, not played elsewhere.
    expect(speechPositions('AC_WWDD_QUICK_TEST')).toEqual(['0.9m-90deg']);
    expect(unplayablePlacements('AC_WWDD_QUICK_TEST', 'en_US', ['0.9m-30deg', '0.9m-90deg'])).toEqual([
      '0.9m-30deg',
    ]);
    // Its noise plays from 1.8 m 135 deg, so speech does not.
    expect(unplayablePlacements('AC_TRAINED_MOBILE', 'en_US', ['1.8m-135deg', '0.9m-30deg'])).toEqual([
      '1.8m-135deg',
    ]);
    expect(unplayablePlacements('AC_NEAR_FIELD', 'en_US', ['0.9 m 30 deg', '2.7m-30deg'])).toEqual([
      '2.7m-30deg',
    ]);
  });

  it('knows which types it plays', () => {
    for (const type of ['AC_NEAR_FIELD', 'CT_WAKE_AND_RESPONSE', 'AC_WWDD_FULL_TEST', 'WWDD', 'MUSIC_MSK'])
      expect(acousticSegments(type, 'en_US')).toBeDefined();
    for (const type of ['AC_FAR', 'FAR', 'MOBILE_FUNCTIONAL'])
      expect(acousticSegments(type, 'en_US')).toBeUndefined();
    expect(acousticSegments('WWDD', 'en_CA')![0]!.resources).toEqual(['AC_WWDD_FULL_TEST/en_US']);
    expect(acousticSegments('PORT_SCANNER', 'en_US')).toBeUndefined();
    expect(acousticSegments('FUNC_ALL', 'en_US')).toBeUndefined();
  });

  it('expands segments into numbered trials of their speech files only', () => {
    const manifests = new Map<string, ResourceManifest>([
      [
        'AC_WWDD_QUICK_TEST/en_US',
        {
          id: 'AC_WWDD_QUICK_TEST/en_US',
          files: [file('a.wav', 'utterance', 'Weather'), file('n.wav', 'noise'), file('w.wav', 'wake-word')],
        },
      ],
    ]);
    const trials = acousticTrials(acousticSegments('AC_NEAR_FIELD', 'en_US')!, manifests);
    expect(trials).toHaveLength(8);
    expect(trials.map((t) => t.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(trials[0]).toEqual({
      index: 0,
      segment: 0,
      scenarioType: 'AC_NEAR_FIELD',
      speechLocation: '0.9m-30deg',
      fileName: 'a.wav',
      transcript: 'Alexa, a.wav',
      expectedResponse: 'Weather',
      durationMs: 2000,
    });
    expect(trials[3]).toMatchObject({ segment: 1, fileName: 'w.wav', noise: RUN_NOISES.pink });
    expect(trials[3]!.expectedResponse).toBeUndefined();
    expect(acousticTrials(acousticSegments('AC_NEAR_FIELD', 'fr_FR')!, manifests)).toEqual([]);
  });
});

describe('acoustic test stats', () => {
  const trials = [
    { index: 0, speechLocation: '0.9m-90deg' as const },
    { index: 1, speechLocation: '0.9m-90deg' as const, noise: RUN_NOISES.pink },
    { index: 2, speechLocation: '0.9m-90deg' as const, noise: RUN_NOISES.pink },
    { index: 3, speechLocation: '0.9m-90deg' as const, noise: RUN_NOISES.pink },
  ];
  const startTime = new Date('2026-11-22T10:00:00.000Z');

  it('counts, rates, scores, progress and ETA from the outcomes so far', () => {
    const stats = acousticTestStats({
      labJobId: 'job-1',
      scenarioType: 'AC_NEAR_FIELD',
      trials,
      outcomes: [
        { heard: true, responded: true },
        { heard: false, responded: false },
      ],
      current: trials[2],
      startTime,
      now: new Date('2026-11-22T10:00:20.000Z'),
    });
    expect(stats).toEqual({
      labJobId: 'job-1',
      scenarioType: 'AC_NEAR_FIELD',
      num: 3,
      played: 2,
      heard: 1,
      responded: 1,
      count: 4,
      percentage: 50,
      frr: 50,
      rar: 50,
      har: 50,
      scoreFrr: 0,
      scoreRar: 0,
      scoreHar: 0,
      startTime: '2026-11-22T10:00:00.000Z',
      elapsedTime: 20,
      timeRemaining: 20,
      eta: '2026-11-22T10:00:40.000Z',
      avgTestTime: 10,
      locationNoise: '0.9 m 90 deg · Pink noise',
      activeNoise: 'Pink noise',
    });
  });

  it('has no rates or ETA before the first utterance is judged', () => {
    const stats = acousticTestStats({
      labJobId: 'job-1',
      scenarioType: 'AC_WWDD_QUICK_TEST',
      trials,
      outcomes: [],
      startTime,
      now: startTime,
    });
    expect(stats).toMatchObject({
      num: 0,
      played: 0,
      count: 4,
      percentage: 0,
      locationNoise: '0.9 m 90 deg · No noise',
    });
    expect(stats.frr).toBeUndefined();
    expect(stats.eta).toBeUndefined();
    expect(trialPlaceLabel({ speechLocation: '2.7m-30deg' })).toBe('2.7 m 30 deg · No noise');
  });

  it('measures wake-ups as IAR for trained mobile, with the voice trained last', () => {
    const stats = acousticTestStats({
      labJobId: 'job-1',
      scenarioType: 'AC_TRAINED_MOBILE',
      trials,
      outcomes: [
        { heard: true, responded: true },
        { heard: false, responded: false },
      ],
      startTime,
      now: new Date(startTime.getTime() + 20_000),
      measureType: 'IAR',
      currentTrainedVoice: 'Olivia',
      androidDeviceIsConnected: true,
    });
    expect(stats).toMatchObject({
      measureType: 'IAR',
      iar: 50,
      scoreIar: 0,
      currentTrainedVoice: 'Olivia',
      androidDeviceIsConnected: true,
    });
    expect(acousticSegments('AC_TRAINED_MOBILE', 'en_US')!.map((s) => s.resources)).toEqual([
      ['AC_TRAINED_MOBILE/en_US'],
      ['AC_TRAINED_MOBILE/en_US'],
    ]);
  });

  it('trains voice robustness round by round: every level, quietest first, each trainer', () => {
    expect(voiceRobustnessLevels(['55 dBC', 35, '35', 'loud'])).toEqual([35, 55]);
    expect(voiceRobustnessLevels(undefined)).toEqual([35, 45, 55]);
    const segments = acousticSegments('AC_VOICE_ENROLLMENT_ROBUSTNESS', 'en_US', {
      trainers: ['Kenji', 'Priya'],
      noiseSelection: [45, 35],
    })!;
    expect(segments.map((s) => [s.round, s.trainer, s.noise?.label, s.noise?.volume, s.limit])).toEqual([
      [0, 'Kenji', '35 dBC', 2, VOICE_ENROLLMENT_ROUND_UTTERANCES],
      [1, 'Priya', '35 dBC', 2, VOICE_ENROLLMENT_ROUND_UTTERANCES],
      [2, 'Kenji', '45 dBC', 6, VOICE_ENROLLMENT_ROUND_UTTERANCES],
      [3, 'Priya', '45 dBC', 6, VOICE_ENROLLMENT_ROUND_UTTERANCES],
    ]);
    const manifests = new Map<string, ResourceManifest>([
      [
        'AC_VOICE_ENROLLMENT_ROBUSTNESS/en_US',
        {
          id: 'AC_VOICE_ENROLLMENT_ROBUSTNESS/en_US',
          files: ['a', 'b', 'c', 'd'].map((name) => file(`${name}.wav`, 'utterance', 'Weather')),
        },
      ],
    ]);
    const trials = acousticTrials(segments, manifests);
    expect(trials).toHaveLength(4 * VOICE_ENROLLMENT_ROUND_UTTERANCES);
    expect(trials.filter((t) => t.round === 3).map((t) => [t.trainer, t.fileName])).toEqual([
      ['Priya', 'a.wav'],
      ['Priya', 'b.wav'],
      ['Priya', 'c.wav'],
    ]);

    const startTime = new Date('2026-11-22T10:00:00.000Z');
    expect(
      voiceEnrollmentFeed({
        trials,
        played: 4,
        current: trials[4],
        startTime,
        now: new Date('2026-11-22T10:01:00.000Z'),
      }),
    ).toEqual({
      totalNum: 4,
      curNum: 2,
      completedCount: 1,
      completedPercentage: 25,
      currentTrainedVoice: 'Priya',
      activeNoise: '35 dBC',
      startTime: startTime.toISOString(),
      testStartTime: startTime.toISOString(),
      elapsedTime: 60,
    });
    expect(voiceEnrollmentFeed({ trials, played: trials.length, startTime, now: startTime })).toMatchObject({
      curNum: 4,
      completedCount: 4,
      completedPercentage: 100,
    });
  });

  it('asks the DUT to play, says commands over its music, then asks it to stop', () => {
    const music = (name: string, category: string, intent: string) => ({
      ...file(name, 'utterance', intent),
      category,
    });
    const manifests = new Map<string, ResourceManifest>([
      [
        'AC_WWDD_QUICK_TEST/en_US',
        {
          id: 'AC_WWDD_QUICK_TEST/en_US',
          files: [
            music('time.wav', 'TIME', 'GetTimeIntent'),
            music('play.wav', 'MUSIC', 'PlayMusicIntent'),
            music('weather.wav', 'WEATHER', 'GetWeatherIntent'),
            music('stop.wav', 'MUSIC', 'StopIntent'),
          ],
        },
      ],
    ]);
    const played = (segments: AcousticSegment[]) =>
      acousticTrials(segments, manifests).map((t) => [t.fileName, t.noise?.label ?? null]);
    expect(played(acousticSegments('MUSIC_TUNEIN', 'en_US')!)).toEqual([
      ['play.wav', null],
      ['time.wav', 'Device Playback'],
      ['weather.wav', 'Device Playback'],
      ['stop.wav', 'Device Playback'],
    ]);
    expect(played(acousticSegments('AUDIBLE', 'en_US', { utteranceInjection: false })!)).toEqual([
      ['play.wav', null],
      ['stop.wav', 'Device Playback'],
    ]);
    const qual = acousticSegments('QUAL_DEVICE_PLAYBACK', 'en_US')!;
    expect(played(qual)).toHaveLength(4);
    // The DUT makes the noise itself: no Pi plays any, and the noise Pi needs nothing.
    expect(qual[1]!.noise).toEqual(DEVICE_PLAYBACK_NOISE);
    expect(Object.fromEntries(acousticResourcesByLocation(qual))).toEqual({
      '0.9m-90deg': ['AC_WWDD_QUICK_TEST/en_US'],
    });
  });

  it('plays at most the utterance count of the run of each type, shared by its segments', () => {
    const limits = (type: string, count: unknown) =>
      acousticSegments(type, 'en_US', { utteranceCount: count })!.map((s) => s.limit ?? null);
    expect(limits('AC_NEAR_FIELD', 6)).toEqual([2, 2, 1, 1]);
    expect(limits('AC_NEAR_FIELD', 2)).toEqual([1, 1]);
    expect(limits('AC_WWDD_QUICK_TEST', '5')).toEqual([5]);
    // Nothing usable plays everything.
    expect(limits('AC_NEAR_FIELD', 0)).toEqual([null, null, null, null]);
    expect(limits('AC_NEAR_FIELD', 70_000)).toEqual([null, null, null, null]);
    // A music run keeps its request and stop; the count is for the commands over the music.
    const music = acousticSegments('MUSIC_MSK', 'en_US', { utteranceCount: 2 })!;
    expect(music.map((s) => [s.intents ?? null, s.limit ?? null])).toEqual([
      [['PlayMusicIntent'], null],
      [null, 2],
      [['StopIntent'], null],
    ]);
    // Voice robustness rounds stay whole.
    expect(limits('AC_VOICE_ENROLLMENT_ROBUSTNESS', 1)).toEqual([3, 3, 3]);
  });
});
