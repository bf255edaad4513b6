import { type JobOptions } from '../../jobs/lab-job.schema';
import { FUNCTIONAL_RUN_MESSAGES } from './functional-run.messages';
import {
  type FunctionalPlan,
  functionalCategoriesOf,
  functionalPlacementsOf,
  functionalPlan,
  functionalResourceIds,
  isFunctionalScenarioType,
} from './functional-plan.rule';

function job(
  marketPlace: string,
  types: readonly string[],
  placements: Record<string, string[]> = {},
  withOrder = true,
): JobOptions {
  return {
    testSuite: 'AQTFunctional',
    testName: 'functional',
    marketPlace,
    ...(withOrder ? { executionOrder: [...types] } : {}),
    testOptions: { testSuite: 'FUNCTIONAL', scenarioType: types[0] ?? '', placements },
  };
}

function planned(options: JobOptions): FunctionalPlan {
  const plan = functionalPlan(options);
  if (typeof plan === 'string') throw new Error(plan);
  return plan;
}

describe('functional scenario types for the wizard', () => {
  it('knows the functional types, mobile functional among them', () => {
    expect(
      ['FUNC_ALL', 'FUNC_CUSTOM', 'FUNC_NAV_CUSTOM', 'MOBILE_FUNCTIONAL'].every(isFunctionalScenarioType),
    ).toBe(true);
    expect(isFunctionalScenarioType('AC_FAR')).toBe(false);
    expect(isFunctionalScenarioType('toString')).toBe(false);
  });

  it("offers each custom row its variant's categories", () => {
    expect(functionalCategoriesOf('FUNC_CUSTOM')).toHaveLength(12);
    expect(functionalCategoriesOf('AUTO_FUNC_CUSTOM').map((category) => category.id)).not.toContain('ALARM');
    expect(functionalCategoriesOf('FUNC_NAV_CUSTOM')).toEqual([{ id: 'NAVIGATION', label: 'Navigation' }]);
    expect(functionalCategoriesOf('MOBILE_FUNCTIONAL').map((category) => category.id)).toEqual([
      'MOBILE_HANDS_FREE',
      'MOBILE_APP_VERIFICATION',
    ]);
    expect(functionalCategoriesOf('AC_FAR')).toEqual([]);
  });

  it('offers the placements of doc 3 §3, the default first', () => {
    expect(functionalPlacementsOf('FUNC_ALL')).toEqual(['0.9m-90deg', '0.9m-30deg']);
    expect(functionalPlacementsOf('AUTO_FUNC_CUSTOM')).toEqual(['0.9m-90deg', '0.9m-30deg']);
    expect(functionalPlacementsOf('FUNC_CUSTOM')).toEqual(['0.9m-90deg']);
    expect(functionalPlacementsOf('FUNC_NAV_ALL')).toEqual(['0.9m-90deg']);
    expect(functionalPlacementsOf('MOBILE_FUNCTIONAL')).toEqual(['0.9m-30deg']);
    expect(functionalPlacementsOf('CT_WAKE_AND_RESPONSE')).toEqual([]);
  });
});

describe('functionalPlan', () => {
  it('plays the types of the execution order one after another, each once', () => {
    const plan = planned(
      job('en_US', ['FUNC_NAV_CUSTOM', 'FUNC_CUSTOM', 'FUNC_NAV_CUSTOM'], {
        FUNC_NAV_CUSTOM: ['NAVIGATION_CANCEL'],
        FUNC_CUSTOM: ['VOLUME_SET', 'NOTIFICATIONS'],
      }),
    );
    expect(plan.steps.map((step) => step.key)).toEqual([
      'FUNC_NAV_CUSTOM/NAVIGATION_CANCEL',
      'FUNC_CUSTOM/VOLUME_SET',
      'FUNC_CUSTOM/NOTIFICATIONS_READ',
      'FUNC_CUSTOM/NOTIFICATIONS_ANY',
    ]);
  });

  it('plays the scenario type alone when there is no execution order', () => {
    const plan = planned(job('en_US', ['FUNC_NAV_ALL'], {}, false));
    expect(plan.steps.map((step) => step.caseId)).toEqual([
      'NAVIGATION_TO_PLACE',
      'NAVIGATION_ADD_STOP',
      'NAVIGATION_CANCEL',
      'NAVIGATION_ETA',
    ]);
  });

  it('plays a standard type whole, whatever categories its row names', () => {
    expect(planned(job('en_US', ['FUNC_ALL'], { FUNC_ALL: ['ALARM'] })).steps).toHaveLength(29);
  });

  it('speaks from the default placement unless the row names only another', () => {
    const from = (type: string, row: string[]) =>
      planned(job('en_US', [type], { [type]: row })).steps[0]?.speechLocation;
    expect(from('FUNC_ALL', [])).toBe('0.9m-90deg');
    expect(from('FUNC_ALL', ['0.9m-30deg'])).toBe('0.9m-30deg');
    expect(from('FUNC_ALL', ['0.9m-30deg', '0.9m-90deg'])).toBe('0.9m-90deg');
    expect(from('AUTO_FUNC_CUSTOM', ['0.9m-30deg', 'VOLUME'])).toBe('0.9m-30deg');
    expect(from('MOBILE_FUNCTIONAL', [])).toBe('0.9m-30deg');
  });

  it("speaks en_CA's run with en_US's recordings, from en_CA's own resource", () => {
    const [step] = planned(job('en_CA', ['FUNC_CUSTOM'], { FUNC_CUSTOM: ['TIMER_SET'] })).steps;
    expect(step?.resource).toBe('FUNC_ALL/en_CA');
    expect(step?.actions[0]).toMatchObject({ fileName: 'en_US-functional-timer-set-0.wav' });
  });

  it('plans each utterance with how it is judged and whether it is recorded', () => {
    const [ask, absent] = planned(
      job('en_GB', ['FUNC_CUSTOM'], { FUNC_CUSTOM: ['ALARM_ASK', 'CLOUD_WAKE_WORD_ABSENT'] }),
    ).steps;
    expect(ask?.actions).toEqual([
      expect.objectContaining({ attribute: 'ignore', validation: 'INTENT', recorded: false }),
      expect.objectContaining({ attribute: 'normal', validation: 'REGEX', regex: '6:30 AM', recorded: true }),
    ]);
    expect(absent?.actions[0]).toMatchObject({
      wake: false,
      transcript: 'what time is it',
      validation: 'NOT_ACTED_ON',
      recorded: false,
    });
    expect(absent?.recorded).toBe(false);
  });

  it.each([
    [job('en_US', ['AC_FAR']), FUNCTIONAL_RUN_MESSAGES.notFunctional('AC_FAR')],
    [job('de_DE', ['MOBILE_FUNCTIONAL']), FUNCTIONAL_RUN_MESSAGES.mobileLocale('de_DE')],
    [job('en_AU', ['AUTO_FUNC_ALL']), FUNCTIONAL_RUN_MESSAGES.notOffered('AUTO_FUNC_ALL', 'en_AU')],
    [job('ar_SA', ['FUNC_ALL']), FUNCTIONAL_RUN_MESSAGES.notOffered('FUNC_ALL', 'ar_SA')],
    [
      job('fr_FR', ['FUNC_CUSTOM'], { FUNC_CUSTOM: ['ALARM'] }),
      FUNCTIONAL_RUN_MESSAGES.notEnglish('FUNC_CUSTOM', 'fr_FR'),
    ],
    [
      job('en_US', ['FUNC_CUSTOM'], { FUNC_CUSTOM: ['ALARM', 'NAVIGATION'] }),
      FUNCTIONAL_RUN_MESSAGES.unknownChoice('FUNC_CUSTOM', 'NAVIGATION'),
    ],
    [
      job('en_US', ['FUNC_NAV_ALL'], { FUNC_NAV_ALL: ['0.9m-30deg'] }),
      FUNCTIONAL_RUN_MESSAGES.placement('FUNC_NAV_ALL', '0.9m-30deg'),
    ],
    [
      job('en_US', ['AUTO_FUNC_CUSTOM'], { AUTO_FUNC_CUSTOM: ['0.9m-30deg'] }),
      FUNCTIONAL_RUN_MESSAGES.nothingChosen('AUTO_FUNC_CUSTOM'),
    ],
    [job('en_US', ['FUNC_ALL', 'AC_FAR']), FUNCTIONAL_RUN_MESSAGES.notFunctional('AC_FAR')],
  ])('refuses %j: %s', (options, reason) => {
    expect(functionalPlan(options)).toBe(reason);
  });

  it('words its refusals for a test engineer', () => {
    expect(FUNCTIONAL_RUN_MESSAGES.placement('FUNC_NAV_ALL', '0.9m-30deg')).toBe(
      'FUNC_NAV_ALL does not play from 0.9 m 30 deg',
    );
    expect(FUNCTIONAL_RUN_MESSAGES.placement('FUNC_ALL', 'somewhere')).toBe(
      'FUNC_ALL does not play from somewhere',
    );
  });
});

describe('functionalResourceIds', () => {
  it('lists per position the resources its steps play, once each, in play order', () => {
    const plan = planned(
      job('en_US', ['AUTO_FUNC_CUSTOM', 'FUNC_CUSTOM', 'MOBILE_FUNCTIONAL'], {
        AUTO_FUNC_CUSTOM: ['0.9m-30deg', 'VOLUME'],
        FUNC_CUSTOM: ['ALARM'],
      }),
    );
    expect(functionalResourceIds(plan)).toEqual({
      '0.9m-30deg': ['AUTO_FUNC_CUSTOM/en_US', 'MOBILE_FUNCTIONAL/en_US'],
      '0.9m-90deg': ['FUNC_ALL/en_US'],
    });
  });

  it('needs nothing for a plan without utterances', () => {
    expect(functionalResourceIds({ locale: 'en_US', steps: [] })).toEqual({});
  });
});
