import {
  CALIBRATION_PROMPTS_RESOURCE_ID,
  calibrationPromptFileNames,
  ACM_PHRASES,
  FAR_TRACK_CATEGORY,
  FUNCTIONAL_CATALOGUE_LOCALES,
  FUNCTIONAL_RUN_TYPES,
  functionalPlan,
  functionalRecordings,
  functionalUtteranceFileName,
  SHARED_RESOURCES,
  acmPhraseFileName,
  acmResourceId,
  TEST_SUITE_CATEGORIES,
  cacheFileNameSchema,
  labDependenciesId,
  resourcesFor,
  stabilityResourceId,
  stabilityTranscripts,
} from '@oak/shared';
import { FAR_TRACK_SECONDS, catalogueResourceIds, planResourcePack } from './resource-pack.plan';

describe('the default resource pack plan', () => {
  const plan = planResourcePack();
  const fileOf = (name: string) => plan.files.find((file) => file.fileName === name)!;
  const resource = (id: string) => plan.resources.find((candidate) => candidate.id === id)!;

  it("covers every resource the catalogue lists and each suite's lab dependencies, each with files", () => {
    expect(plan.resources.map((r) => r.id).sort()).toEqual(
      [
        ...catalogueResourceIds(),
        acmResourceId('en_US'),
        ...plan.resources.map((r) => r.id).filter((id) => id.startsWith('STABILITY_STRESS/')),
        CALIBRATION_PROMPTS_RESOURCE_ID,
        ...TEST_SUITE_CATEGORIES.map(labDependenciesId),
      ].sort(),
    );
    for (const { id, fileNames } of plan.resources) {
      expect({ id, empty: fileNames.length === 0 }).toEqual({ id, empty: false });
      for (const name of fileNames) expect(fileOf(name)).toBeDefined();
    }
  });

  it("holds the DUT calibrations' prompts where the agent looks for them", () => {
    const prompts = resource(CALIBRATION_PROMPTS_RESOURCE_ID).fileNames;
    expect(prompts).toEqual([
      ...calibrationPromptFileNames('dut_skill'),
      ...calibrationPromptFileNames('dut_happy_song'),
    ]);
    expect(prompts.map(fileOf).map((file) => file?.transcript)).toEqual([
      'Alexa, open the calibration skill',
      'Alexa, play the happy song',
    ]);
  });

  it("makes a suite's lab dependencies the files of the noise pack and the calibration noise", () => {
    expect(resource(labDependenciesId('ACOUSTIC')).fileNames).toEqual([
      ...resource(SHARED_RESOURCES.noise).fileNames,
      ...resource(SHARED_RESOURCES.calibration).fileNames,
    ]);
    expect(resource(labDependenciesId('ACOUSTIC')).fileNames).toContain('calibration-pink.wav');
  });

  it('names each file once, as a plain cache file name', () => {
    const names = plan.files.map((file) => file.fileName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(cacheFileNameSchema.safeParse(name).success).toBe(true);
  });

  it('gives every utterance its transcript, with the wake word, and the intent a right answer carries', () => {
    const spoken = plan.files.filter((file) => file.kind === 'utterance');
    expect(spoken.length).toBeGreaterThan(100);
    // An ACM follow-up answers the device's own question, without the wake word.
    for (const file of spoken.filter((candidate) => candidate.transcript !== ACM_PHRASES.secondOne.text)) {
      expect(file.transcript).toMatch(/^(Alexa|アレクサ), \S/);
      expect(file.expectedResponse).toMatch(/Intent$/);
    }
    expect(fileOf('en_US-timer-03-f2.wav')).toMatchObject({
      transcript: 'Alexa, set a timer for 5 minutes',
      expectedResponse: 'SetTimerIntent',
      recipe: { type: 'speech', voice: 'en-us+f2' },
    });
  });

  it('records every ACM phrase once in en_US, the locale the library supports, with its intent', () => {
    const acm = resource(acmResourceId('en_US')).fileNames;
    expect(acm).toHaveLength(Object.keys(ACM_PHRASES).length);
    expect(fileOf(acmPhraseFileName('en_US', 'callAccountTwo'))).toMatchObject({
      transcript: 'Alexa, call account two',
      expectedResponse: 'CallIntent',
    });
    expect(fileOf(acmPhraseFileName('en_US', 'secondOne')).transcript).toBe('the second one');
    expect(planResourcePack(['de_DE']).resources.map((r) => r.id)).not.toContain(acmResourceId('de_DE'));
  });

  it('shares files between locales that speak alike and between test types', () => {
    expect(resource('AC_WWDD_QUICK_TEST/en_CA').fileNames).toEqual(
      resource('AC_WWDD_QUICK_TEST/en_US').fileNames,
    );
    expect(resource('AC_WWDD_FULL_TEST/en_US').fileNames).toEqual(
      expect.arrayContaining(resource('AC_WWDD_QUICK_TEST/en_US').fileNames),
    );
  });

  it('keeps the wake word out of false-accept speech and holds the noise and calibration packs', () => {
    const far = resource('AC_FAR/en_US').fileNames.map(fileOf);
    expect(far.some((file) => file.kind === 'speech')).toBe(true);
    expect(far.filter((file) => /alexa/i.test(file.transcript ?? ''))).toEqual([]);
    expect(resource(SHARED_RESOURCES.noise).fileNames).toEqual(
      expect.arrayContaining(['noise-pink.wav', 'noise-white.wav', 'noise-brown.wav', 'ambience-babble.wav']),
    );
    expect(resource(SHARED_RESOURCES.calibration).fileNames).toEqual(['calibration-pink.wav']);
    expect(resourcesFor('CT_WAKE_AND_RESPONSE', 'de_DE', '0.9m-90deg')).toContain(
      'CT_WAKE_AND_RESPONSE/de_DE/wakeword',
    );
    expect(
      resource('CT_WAKE_AND_RESPONSE/de_DE/wakeword')
        .fileNames.map(fileOf)
        .every((f) => f.kind === 'wake-word'),
    ).toBe(true);
  });

  it("holds each FAR type's track of its locale: the locale's chatter as programme and babble, by every speaker", () => {
    for (const id of ['AC_FAR/en_US', 'AC_FAR_CUSTOM/en_US', 'AC_FAR_PLUS/en_US']) {
      const tracks = resource(id)
        .fileNames.map(fileOf)
        .filter((file) => file.category === FAR_TRACK_CATEGORY);
      expect(tracks.map((file) => [file.fileName, file.kind])).toEqual([['en_US-far-track.wav', 'noise']]);
    }
    const { recipe } = fileOf('en_US-far-track.wav');
    expect(recipe).toMatchObject({ type: 'far-track', seconds: FAR_TRACK_SECONDS });
    if (recipe.type !== 'far-track') throw new Error('not a FAR track');
    expect(recipe.voices).toHaveLength(4);
    expect(recipe.lines.length).toBeGreaterThan(3);
    expect(recipe.lines.filter((line) => /alexa/i.test(line))).toEqual([]);
    expect(fileOf('de_DE-far-track.wav').recipe).toMatchObject({ type: 'far-track' });
  });

  it("holds each marketplace's stability set: its commands by one speaker, with the intent a right answer carries", () => {
    const ids = plan.resources.map((r) => r.id).filter((id) => id.startsWith('STABILITY_STRESS/'));
    expect(ids).toEqual(
      expect.arrayContaining(['STABILITY_STRESS/en_US', 'STABILITY_STRESS/en_CA', 'STABILITY_STRESS/de_DE']),
    );
    for (const locale of ['en_US', 'en_CA', 'de_DE']) {
      const files = resource(stabilityResourceId(locale)).fileNames.map(fileOf);
      expect(files.map((file) => [file.kind, file.transcript, file.expectedResponse])).toEqual(
        stabilityTranscripts(locale).map((said) => ['utterance', said.transcript, said.expectedIntent]),
      );
    }
    expect(resource(stabilityResourceId('en_CA')).fileNames).toEqual(
      resource(stabilityResourceId('en_US')).fileNames,
    );
    expect(
      planResourcePack(['de_DE'])
        .resources.filter((r) => r.id.startsWith('STABILITY_STRESS/'))
        .map((r) => r.id),
    ).toEqual(['STABILITY_STRESS/de_DE']);
  });

  it('holds each UPL type of every locale it speaks: questions answered aloud, by one speaker (issue 30)', () => {
    const categories = (id: string) => [
      ...new Set(resource(id).fileNames.map((name) => fileOf(name).category)),
    ];
    expect(categories('UPL_QUICK/en_US')).toEqual(['WEATHER', 'TIME']);
    expect(categories('UPL_STANDARD/en_US')).toEqual([
      'NOTIFICATIONS',
      'SPORTS_UPDATE',
      'FLASH_BRIEFING',
      'WEATHER',
      'TIME',
    ]);
    for (const id of ['UPL_QUICK/en_US', 'UPL_STANDARD/de_DE'])
      for (const file of resource(id).fileNames.map(fileOf))
        expect(file).toMatchObject({ kind: 'utterance', transcript: expect.any(String) });
    expect(resource('UPL_QUICK/en_US').fileNames).toHaveLength(3);
  });

  it('narrows to chosen locales, always with the shared resources and lab dependencies', () => {
    const small = planResourcePack(['en_US']);
    const locales = new Set(
      small.resources.filter((r) => !r.id.startsWith('lab-dependencies/')).map((r) => r.id.split('/')[1]),
    );
    expect(small.resources.filter((r) => r.id.startsWith('lab-dependencies/'))).toHaveLength(
      TEST_SUITE_CATEGORIES.length,
    );
    expect([...locales].sort()).toEqual(['Common', 'calibration', 'calibration-prompts', 'en_US', 'noise']);
    expect(small.files.length).toBeLessThan(plan.files.length);
  });

  describe('the functional catalogue', () => {
    it('plays every utterance of every functional plan from the resource the plan names', () => {
      let checked = 0;
      for (const locale of FUNCTIONAL_CATALOGUE_LOCALES) {
        for (const [type, { custom, variant }] of Object.entries(FUNCTIONAL_RUN_TYPES)) {
          const categories = custom ? { [type]: [variant === 'navigation' ? 'NAVIGATION' : 'VOLUME'] } : {};
          const plan = functionalPlan({
            testSuite: 'AQTFunctional',
            testName: 'pack',
            marketPlace: locale,
            testOptions: { testSuite: 'FUNCTIONAL', scenarioType: type, placements: categories },
          });
          if (typeof plan === 'string') continue; // not offered in this locale
          for (const step of plan.steps) {
            for (const action of step.actions) {
              if (action.type !== 'utterance') continue;
              expect(resource(step.resource).fileNames).toContain(action.fileName);
              expect(fileOf(action.fileName)).toMatchObject({ transcript: action.transcript });
              checked += 1;
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(300);
    });

    it('adds the recordings to what the functional resources held, in English only', () => {
      const device = resource('FUNC_ALL/en_GB').fileNames;
      expect(device).toEqual(expect.arrayContaining(['happy-song.wav', 'en_GB-timer-03-f2.wav']));
      expect(device).toEqual(
        expect.arrayContaining(functionalRecordings('FUNC_ALL', 'en_GB').map((r) => r.fileName)),
      );
      expect(resource('FUNC_ALL/en_CA').fileNames).toEqual(resource('FUNC_ALL/en_US').fileNames);
      expect(resource('MOBILE_FUNCTIONAL/en_US').fileNames).toContain(
        functionalUtteranceFileName('en_US', 'MOBILE_APP_TIMER', 0),
      );
      expect(resource('FUNC_NAV_CUSTOM/en_US').fileNames).toContain(
        functionalUtteranceFileName('en_US', 'NAVIGATION_ETA', 1),
      );
      const german = resource('FUNC_ALL/de_DE').fileNames;
      expect(german).toContain('happy-song.wav');
      expect(german.filter((name) => name.includes('-functional-'))).toEqual([]);
    });

    it('makes each recording with its transcript and intent, speech without the wake word as plain speech', () => {
      expect(fileOf(functionalUtteranceFileName('en_US', 'ALARM_SET', 0))).toMatchObject({
        kind: 'utterance',
        category: 'ALARM',
        transcript: 'Alexa, set an alarm for seven a m',
        expectedResponse: 'SetAlarmIntent',
        recipe: { type: 'speech', voice: 'en-us+f2', text: 'Alexa, set an alarm for seven a m' },
      });
      const absent = fileOf(functionalUtteranceFileName('en_AU', 'CLOUD_WAKE_WORD_ABSENT', 0));
      expect(absent).toMatchObject({ kind: 'speech', transcript: 'what time is it' });
      expect(absent.expectedResponse).toBeUndefined();
    });
  });
});
