import { JOB_RESUME_MESSAGES, JOB_TERMINATION_MESSAGES } from './job.messages';
import { type JobControlInput, jobControlView } from './job-pause.rule';
import { TRAINED_MOBILE_DEFAULT_TRAINERS, trainedMobileTrainers } from './trained-mobile.constant';

const TM = 'AC_TRAINED_MOBILE';

describe('jobControlView', () => {
  it.each<[string, JobControlInput, string, boolean, boolean]>([
    [
      'paused, manual training',
      { state: 'paused', scenarioType: TM, mobileVoiceTrainingIsManual: true },
      'pausedForManualTraining',
      true,
      true,
    ],
    [
      'paused, automatic training',
      { state: 'paused', scenarioType: TM, mobileVoiceTrainingIsManual: false },
      'pausedForAutomaticTraining',
      false,
      true,
    ],
    [
      'paused, training mode unset',
      { state: 'paused', scenarioType: TM },
      'pausedForAutomaticTraining',
      false,
      true,
    ],
    [
      'Android offline, automatic',
      { state: 'inprogress', scenarioType: TM, androidDeviceIsConnected: false },
      'terminatedAndroidDisconnected',
      false,
      false,
    ],
    [
      'Android offline while paused',
      {
        state: 'paused',
        scenarioType: TM,
        mobileVoiceTrainingIsManual: false,
        androidDeviceIsConnected: false,
      },
      'terminatedAndroidDisconnected',
      false,
      false,
    ],
    [
      'Android offline, manual',
      {
        state: 'paused',
        scenarioType: TM,
        mobileVoiceTrainingIsManual: true,
        androidDeviceIsConnected: false,
      },
      'pausedForManualTraining',
      true,
      true,
    ],
    [
      'Android connected',
      { state: 'inprogress', scenarioType: TM, androidDeviceIsConnected: true },
      'running',
      false,
      true,
    ],
    ['Android not yet reported', { state: 'inprogress', scenarioType: TM }, 'running', false, true],
    [
      'ended',
      { state: 'succeeded', scenarioType: TM, mobileVoiceTrainingIsManual: true },
      'ended',
      false,
      false,
    ],
    ['canceled', { state: 'canceled', scenarioType: 'AC_FAR_FIELD' }, 'ended', false, false],
    [
      'another scenario paused',
      { state: 'paused', scenarioType: 'AC_FAR_FIELD', mobileVoiceTrainingIsManual: true },
      'running',
      false,
      true,
    ],
    [
      'another scenario, Android offline',
      { state: 'inprogress', scenarioType: 'MOBILE_FUNCTIONAL', androidDeviceIsConnected: false },
      'running',
      false,
      true,
    ],
  ])('%s', (_, input, kind, showResume, showTerminate) => {
    const view = jobControlView(input);
    expect(view.kind).toBe(kind);
    expect(view.showResume).toBe(showResume);
    expect(view.showTerminate).toBe(showTerminate);
  });

  it('says why, in the spec words', () => {
    expect(
      jobControlView({ state: 'paused', scenarioType: TM, mobileVoiceTrainingIsManual: true }).message,
    ).toBe(
      'Test has been paused for the training, click on the Resume button to continue the test once training is completed',
    );
    expect(jobControlView({ state: 'paused', scenarioType: TM }).message).toBe(
      JOB_RESUME_MESSAGES.pausedForAutomaticTraining,
    );
    const terminated = jobControlView({
      state: 'started',
      scenarioType: TM,
      androidDeviceIsConnected: false,
    });
    expect(terminated.title).toBe('Test has been Terminated');
    expect(terminated.message).toBe(JOB_TERMINATION_MESSAGES.androidNotConnected);
    expect(jobControlView({ state: 'inprogress' }).message).toBeUndefined();
  });
});

describe('trainedMobileTrainers', () => {
  it('keeps known voices once, in order, and falls back to the first named voice', () => {
    expect(trainedMobileTrainers(['Liam', 'Olivia', 'Liam', 'Nobody', 7])).toEqual(['Liam', 'Olivia']);
    expect(trainedMobileTrainers('Generic User 07')).toEqual(['Generic User 07']);
    expect(trainedMobileTrainers(undefined)).toEqual(['Olivia']);
    expect(trainedMobileTrainers(['Nobody'])).toEqual(TRAINED_MOBILE_DEFAULT_TRAINERS);
  });
});
