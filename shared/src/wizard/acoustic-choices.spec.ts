import { runCustomOptions } from './new-run-job.rule';
import { newRunScenarioErrors } from './test-creation.rule';
import { TEST_CREATION_MESSAGES } from './wizard.messages';
import { acousticSegments } from '../runs/acoustic-run-plan.rule';
import {
  WIZARD_CHOICE_MESSAGES,
  catalogueLocaleOptions,
  defaultWizardChoice,
  isWizardLocaleChoosable,
  wizardLocaleOptions,
  wizardChoiceErrors,
  wizardChoiceFields,
  wizardChoiceOptions,
  wizardChoiceStored,
  wizardChoiceValues,
} from './acoustic-choices.rule';
import { localePlays } from '../locales/playing-locales.constant';

describe("step 1's noise, level, trainer and lock-type choices", () => {
  it('offers each field only to the scenario types that use it', () => {
    expect(wizardChoiceFields(['AC_NEAR_FIELD'])).toEqual(['noiseSelection']);
    expect(wizardChoiceFields(['AC_TRAINED_MOBILE'])).toEqual(['noiseSelection', 'trainers', 'lockType']);
    expect(wizardChoiceFields(['AC_VOICE_ENROLLMENT_ROBUSTNESS'])).toEqual(['noiseLevels', 'trainers']);
    expect(wizardChoiceFields(['AC_WWDD_QUICK_TEST', 'QUAL_PINK'])).toEqual([]);
    expect(wizardChoiceOptions('noiseLevels').map((option) => option.label)).toEqual([
      '35 dBC',
      '45 dBC',
      '55 dBC',
    ]);
    expect(wizardChoiceOptions('trainers')).toHaveLength(60);
  });

  it("shows the run's default until the user chooses, and keeps only offered values", () => {
    expect(wizardChoiceValues({}, 'noiseSelection')).toEqual(['SILENCE', 'PINK']);
    expect(wizardChoiceValues({}, 'lockType')).toEqual(['SWIPE_LOCK']);
    expect(wizardChoiceValues({ noiseSelection: ['PUB', 'THUNDER'] }, 'noiseSelection')).toEqual(['PUB']);
    expect(wizardChoiceValues({ lockType: 'PIN_LOCK' }, 'lockType')).toEqual(['PIN_LOCK']);
    expect(defaultWizardChoice('trainers')).toEqual(['Olivia']);
    expect(wizardChoiceStored('trainers', ['Liam'])).toEqual(['Liam']);
    expect(wizardChoiceStored('lockType', ['PIN_LOCK'])).toBe('PIN_LOCK');
  });

  it('requires at least one value of each field the run needs', () => {
    expect(wizardChoiceErrors({}, ['AC_TRAINED_MOBILE'])).toEqual({});
    expect(
      wizardChoiceErrors({ noiseSelection: [], trainers: [], lockType: '', noiseLevels: [] }, [
        'AC_TRAINED_MOBILE',
      ]),
    ).toEqual({
      noiseSelection: WIZARD_CHOICE_MESSAGES.noiseSelection,
      trainers: WIZARD_CHOICE_MESSAGES.trainers,
      lockType: WIZARD_CHOICE_MESSAGES.lockType,
    });
    // A field the run does not use is not checked.
    expect(wizardChoiceErrors({ trainers: [] }, ['AC_NEAR_FIELD'])).toEqual({});
  });

  it('reaches the runner as custom options, which play speech under the chosen noises', () => {
    const custom = runCustomOptions({ noiseSelection: ['PUB', 'SILENCE'], lockType: 'PIN_LOCK' }, 'CUSTOM');
    expect(custom).toEqual({
      noiseSelection: ['PUB', 'SILENCE'],
      lockType: 'PIN_LOCK',
      delayBetweenUtterances: 1,
    });
    const segments = acousticSegments('AC_NEAR_FIELD', 'en_US', custom)!;
    expect(segments.map((segment) => [segment.speechLocation, segment.noise?.label ?? null])).toEqual([
      ['0.9m-30deg', null],
      ['0.9m-30deg', 'Pub'],
      ['0.9m-90deg', null],
      ['0.9m-90deg', 'Pub'],
    ]);
    const robustness = acousticSegments('AC_VOICE_ENROLLMENT_ROBUSTNESS', 'en_US', { noiseLevels: ['55'] })!;
    expect(new Set(robustness.map((segment) => segment.noise?.label))).toEqual(new Set(['55 dBC']));
    expect(robustness.every((segment) => segment.noise?.volume === robustness[0]!.noise?.volume)).toBe(true);
  });

  it("offers the catalogue's locales common to the run's types, the suite's first, and checks the choice", () => {
    const nearField = catalogueLocaleOptions('en_US', ['AC_NEAR_FIELD']);
    expect(nearField[0]).toBe('en_US');
    expect(nearField).toContain('ar_SA');
    const withMobile = catalogueLocaleOptions('en_US', ['AC_NEAR_FIELD', 'AC_TRAINED_MOBILE']);
    expect(withMobile).not.toContain('ar_SA');
    expect(withMobile).toContain('ja_JP');
    expect(catalogueLocaleOptions('en_US', ['QUAL_PINK'])).toEqual(['en_US']);
    expect(isWizardLocaleChoosable('ACOUSTIC', nearField)).toBe(true);
    expect(isWizardLocaleChoosable('FUNCTIONAL', nearField)).toBe(false);
    const errorOf = (locale: string) =>
      newRunScenarioErrors(
        { name: 'Run_1', locale, scenarioType: 'CUSTOM', enableEmailNotification: false },
        {
          locales: withMobile,
        },
      ).locale;
    expect(errorOf('ja_JP')).toBeUndefined();
    expect(errorOf('ar_SA')).toBe(TEST_CREATION_MESSAGES.localeRequired);
  });

  it('offers in the wizard only the locales that play (issue 29)', () => {
    const nearField = wizardLocaleOptions('en_US', ['AC_NEAR_FIELD']);
    expect(nearField).toEqual(catalogueLocaleOptions('en_US', ['AC_NEAR_FIELD']).filter(localePlays));
    expect(nearField).toEqual(expect.arrayContaining(['en_US', 'de_DE', 'it_IT', 'es_ES', 'pt_BR', 'hi_IN']));
    for (const locale of ['ja_JP', 'ar_SA']) expect(nearField).not.toContain(locale);
    expect(wizardLocaleOptions('ja_JP', ['QUAL_PINK'])).toEqual([]);
  });
});
