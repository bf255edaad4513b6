import { type JobState, jobStateGroup } from '../statuses/job-states.constant';
import { JOB_RESUME_MESSAGES, JOB_TERMINATION_MESSAGES } from './job.messages';
import { isTrainedMobileScenarioType } from './trained-mobile.constant';

export interface JobControlInput {
  readonly state: JobState;
  readonly scenarioType?: string;
  /** `customOptions.mobileVoiceTrainingIsManual` of the job's options. */
  readonly mobileVoiceTrainingIsManual?: boolean;
  /** `testStats.androidDeviceIsConnected`; unknown until the runner reports it. */
  readonly androidDeviceIsConnected?: boolean;
}

export type JobControlKind =
  | 'running'
  | 'pausedForManualTraining'
  | 'pausedForAutomaticTraining'
  | 'terminatedAndroidDisconnected'
  | 'ended';

export interface JobControlView {
  readonly kind: JobControlKind;
  readonly title?: string;
  readonly message?: string;
  readonly showResume: boolean;
  readonly showTerminate: boolean;
}

/**
 * What a live run shows about pausing and termination (doc 1 §4.2). Only
 * trained mobile runs pause, for voice training: with manual training the
 * operator resumes; otherwise the phone trains itself and the run goes on by
 * itself. A trained mobile run without manual training whose Android device
 * is reported not connected cannot go on and reads as terminated, without a
 * Terminate button; that wins over paused. An ended run offers neither
 * button. No role is checked: every viewer
 * sees the controls (doc 1 §6).
 */
export function jobControlView(input: JobControlInput): JobControlView {
  // A run that has ended takes no request: its end message says the rest.
  if (jobStateGroup(input.state) === 'completed')
    return { kind: 'ended', showResume: false, showTerminate: false };
  const trainedMobile = isTrainedMobileScenarioType(input.scenarioType);
  const manual = input.mobileVoiceTrainingIsManual === true;
  if (trainedMobile && !manual && input.androidDeviceIsConnected === false) {
    return {
      kind: 'terminatedAndroidDisconnected',
      title: JOB_TERMINATION_MESSAGES.terminatedTitle,
      message: JOB_TERMINATION_MESSAGES.androidNotConnected,
      showResume: false,
      showTerminate: false,
    };
  }
  if (trainedMobile && input.state === 'paused') {
    return manual
      ? {
          kind: 'pausedForManualTraining',
          message: JOB_RESUME_MESSAGES.pausedForManualTraining,
          showResume: true,
          showTerminate: true,
        }
      : {
          kind: 'pausedForAutomaticTraining',
          message: JOB_RESUME_MESSAGES.pausedForAutomaticTraining,
          showResume: false,
          showTerminate: true,
        };
  }
  return { kind: 'running', showResume: false, showTerminate: true };
}
