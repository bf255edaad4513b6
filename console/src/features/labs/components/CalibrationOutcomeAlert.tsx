import { Alert, CloseButton } from '@chakra-ui/react';
import { LABS_SCREEN_TEXTS } from '@oak/shared';
import { type CalibrationOutcomeView } from '../hooks/useCalibration';

/** How the lab's last calibration ended: the measured level, the error's message, or stopped (doc 2 §4). */
export function CalibrationOutcomeAlert({
  outcome,
  onDismiss,
}: {
  outcome: CalibrationOutcomeView;
  onDismiss: () => void;
}) {
  const texts = LABS_SCREEN_TEXTS.calibration;
  const [status, title, description] =
    outcome.kind === 'success'
      ? ([
          'success',
          texts.complete,
          texts.measurement(
            outcome.piName,
            outcome.optionLabel,
            outcome.measurement.rmsDbfs,
            outcome.measurement.durationMs,
          ),
        ] as const)
      : outcome.kind === 'error'
        ? (['error', texts.failed, outcome.message] as const)
        : (['info', texts.stopped, outcome.piName] as const);
  return (
    <Alert.Root
      status={status}
      role={status === 'error' ? 'alert' : 'status'}
      data-calibration={outcome.kind}
      alignItems="center"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label={LABS_SCREEN_TEXTS.dismiss} onClick={onDismiss} />
    </Alert.Root>
  );
}
