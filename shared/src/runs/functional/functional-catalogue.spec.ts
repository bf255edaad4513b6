import {
  FUNCTIONAL_TEST_CATEGORIES,
  functionalRunCategoryLabel,
} from '../../suites/functional-test-categories.constant';
import {
  FUNCTIONAL_WAKE_WORD,
  type FunctionalCatalogueCase,
  functionalUtteranceFileName,
} from './functional-case.constant';
import {
  AUTOMOTIVE_FUNCTIONAL_CATEGORY_IDS,
  FUNCTIONAL_VARIANTS,
  FUNCTIONAL_VARIANT_CATEGORIES,
} from './functional-categories.constant';
import { FUNCTIONAL_CATALOGUE, functionalCasesOfCatalogueType } from './functional-catalogue.data';
import { FUNCTIONAL_INTENTS } from './functional-intents.constant';
import { functionalRecordings } from './functional-recordings.rule';

const ALL_CASES = FUNCTIONAL_VARIANTS.flatMap((variant) => FUNCTIONAL_CATALOGUE[variant]);
const OWN_CASES = [
  ...FUNCTIONAL_CATALOGUE.device,
  ...FUNCTIONAL_CATALOGUE.navigation,
  ...FUNCTIONAL_CATALOGUE.mobile,
];
const utterancesOf = (cases: readonly FunctionalCatalogueCase[]) =>
  cases.flatMap((testCase) =>
    testCase.actions.flatMap((action) => (action.type === 'utterance' ? [action] : [])),
  );

describe('functional catalogue', () => {
  it('names every case once, across the catalogues', () => {
    const ids = OWN_CASES.map((testCase) => testCase.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Z][A-Z_]+$/);
  });

  it('has two or three device cases in every category of doc 3 §3, in the catalogue order', () => {
    for (const category of FUNCTIONAL_TEST_CATEGORIES) {
      const count = FUNCTIONAL_CATALOGUE.device.filter(
        (testCase) => testCase.category === category.id,
      ).length;
      expect([category.id, count >= 2 && count <= 3]).toEqual([category.id, true]);
    }
    const order = [...new Set(FUNCTIONAL_CATALOGUE.device.map((testCase) => testCase.category))];
    expect(order).toEqual(FUNCTIONAL_TEST_CATEGORIES.map((category) => category.id));
  });

  it('plays in each variant only the categories the variant offers', () => {
    for (const variant of FUNCTIONAL_VARIANTS) {
      const offered = FUNCTIONAL_VARIANT_CATEGORIES[variant].map((category) => category.id);
      const played = [...new Set(FUNCTIONAL_CATALOGUE[variant].map((testCase) => testCase.category))];
      expect(played).toEqual(offered);
    }
    expect(FUNCTIONAL_VARIANT_CATEGORIES.automotive.map((category) => category.id)).toEqual(
      AUTOMOTIVE_FUNCTIONAL_CATEGORY_IDS,
    );
    expect(
      FUNCTIONAL_CATALOGUE.automotive.every((testCase) => FUNCTIONAL_CATALOGUE.device.includes(testCase)),
    ).toBe(true);
  });

  it('gives every case an utterance that counts', () => {
    for (const testCase of ALL_CASES) {
      const counted = testCase.actions.filter((action) => action.type === 'utterance' && !action.attribute);
      expect([testCase.id, counted.length > 0]).toEqual([testCase.id, true]);
    }
  });

  it('says plain words, for speech synthesis and a recogniser, and expects known intents', () => {
    const intents: readonly string[] = Object.values(FUNCTIONAL_INTENTS);
    for (const utterance of utterancesOf(ALL_CASES)) {
      expect(utterance.text).toMatch(/^(?:[a-z]+|I)(?: (?:[a-z]+|I))*$/);
      expect(intents).toContain(utterance.intent);
      if (utterance.regex !== undefined) expect(() => new RegExp(utterance.regex ?? '', 'i')).not.toThrow();
      for (const phrase of utterance.refMic ?? []) expect(phrase).toMatch(/^[a-z]+(?: [a-z]+)*$/);
    }
  });

  it('records only answers to the wake word, never on a phone, and barges in only on an answer', () => {
    for (const utterance of utterancesOf(ALL_CASES)) {
      if (utterance.wake === false) expect(utterance.refMic).toBeUndefined();
    }
    expect(utterancesOf(FUNCTIONAL_CATALOGUE.mobile).some((utterance) => utterance.refMic)).toBe(false);
    for (const testCase of ALL_CASES) expect(testCase.actions[0]).not.toHaveProperty('bargeIn');
  });

  it('labels navigation and mobile categories, and the catalogue categories as shared does', () => {
    expect(functionalRunCategoryLabel('NAVIGATION')).toBe('Navigation');
    expect(functionalRunCategoryLabel('MOBILE_APP_VERIFICATION')).toBe('App verification');
    expect(functionalRunCategoryLabel('CLOUD_WAKE_WORD_VERIFICATION')).toBe('Cloud wake-word verification');
    expect(functionalRunCategoryLabel('SOMETHING_ELSE')).toBe('SOMETHING_ELSE');
  });
});

describe('functionalRecordings', () => {
  it('lists one recording per utterance of the catalogue type, by file name', () => {
    const recordings = functionalRecordings('FUNC_ALL', 'en_US');
    expect(recordings).toHaveLength(utterancesOf(FUNCTIONAL_CATALOGUE.device).length);
    expect(recordings[0]).toEqual({
      fileName: 'en_US-functional-alarm-set-0.wav',
      caseId: 'ALARM_SET',
      category: 'ALARM',
      actionIndex: 0,
      transcript: `${FUNCTIONAL_WAKE_WORD}, set an alarm for seven a m`,
      expectedResponse: 'SetAlarmIntent',
    });
    expect(new Set(recordings.map((recording) => recording.fileName)).size).toBe(recordings.length);
  });

  it('says speech without the wake word alone, with no expected response', () => {
    const absent = functionalRecordings('AUTO_FUNC_CUSTOM', 'en_GB', 'Computer').find(
      (recording) => recording.caseId === 'CLOUD_WAKE_WORD_ABSENT',
    );
    expect(absent).toEqual({
      fileName: 'en_GB-functional-cloud-wake-word-absent-0.wav',
      caseId: 'CLOUD_WAKE_WORD_ABSENT',
      category: 'CLOUD_WAKE_WORD_VERIFICATION',
      actionIndex: 0,
      transcript: 'what time is it',
    });
    expect(functionalRecordings('FUNC_NAV_ALL', 'en_US')[0]?.transcript).toBe(
      'Alexa, navigate to the nearest gas station',
    );
  });

  it('skips commands, keeping each utterance at its action index', () => {
    const timer = functionalRecordings('FUNC_ALL', 'en_IN').filter((r) => r.caseId === 'TIMER_REMAINING');
    expect(timer.map((recording) => recording.fileName)).toEqual([
      functionalUtteranceFileName('en_IN', 'TIMER_REMAINING', 0),
      functionalUtteranceFileName('en_IN', 'TIMER_REMAINING', 2),
    ]);
  });

  it('has none outside English, nor for a type with no functional cases', () => {
    expect(functionalRecordings('FUNC_ALL', 'de_DE')).toEqual([]);
    expect(functionalRecordings('AC_WWDD_FULL_TEST', 'en_US')).toEqual([]);
    expect(functionalCasesOfCatalogueType('MOBILE_FUNCTIONAL')).toBe(FUNCTIONAL_CATALOGUE.mobile);
  });
});
