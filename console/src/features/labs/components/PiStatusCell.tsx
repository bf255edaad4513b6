import { Badge, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  LAB_CONTROLLER_STATE_LABELS,
  LAB_CONTROLS,
  LABS_SCREEN_TEXTS,
  type LabControllerState,
  PI_STATUS_LABELS,
  type PiActionState,
  type PiClientStatus,
  isOngoingLabControllerState,
} from '@oak/shared';

const STATUS_PALETTES = { online: 'green', offline: 'gray', error: 'red' } as const;
const CONTROL_PALETTES = { busy: 'blue', success: 'green', error: 'red' } as const;

function ControlProgress({ label, state, error }: { label: string; state: PiActionState; error?: string }) {
  if (state === 'idle') return null;
  return (
    <Stack gap="0.5">
      <Badge size="sm" variant="outline" colorPalette={CONTROL_PALETTES[state]} gap="1.5" w="fit-content">
        {state === 'busy' && <Spinner size="xs" />}
        {`${label}: ${LABS_SCREEN_TEXTS.labControls.states[state]}`}
      </Badge>
      {state === 'error' && error && (
        <Text fontSize="xs" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}

const controlLabel = (id: 'stop' | 'update') => LAB_CONTROLS.find((control) => control.id === id)!.label;

/**
 * A Pi's status (doc 2 §4): a spinner until its ping answers, then Online,
 * Offline or Error, an Error with the failed call's reason below it (and on
 * hover); beside it what its lab controller reports (doc 1 §4.8: its code
 * updating or updated, its resources syncing or synced), a calibration under
 * way and the progress of the Lab Controls run on it.
 */
export function PiStatusCell({
  status,
  controllerState,
  errorOf,
}: {
  status: PiClientStatus;
  controllerState?: LabControllerState | null;
  errorOf: (control: 'ping' | 'stop' | 'update') => string | undefined;
}) {
  const { ping } = status;
  const reason = ping === 'error' ? errorOf('ping') : undefined;
  return (
    <HStack gap="3" wrap="wrap" align="center">
      {ping === 'unknown' || ping === 'busy' ? (
        <Spinner role="status" size="sm" color="fg.muted" aria-label={LABS_SCREEN_TEXTS.checkingStatus} />
      ) : (
        <Stack gap="0.5">
          <Badge
            variant="surface"
            colorPalette={STATUS_PALETTES[ping]}
            minW="16"
            w="fit-content"
            justifyContent="center"
            title={reason}
          >
            {PI_STATUS_LABELS[ping]}
          </Badge>
          {reason && (
            <Text fontSize="xs" color="fg.error">
              {reason}
            </Text>
          )}
        </Stack>
      )}
      {controllerState && (
        <Badge
          size="sm"
          variant="subtle"
          colorPalette={isOngoingLabControllerState(controllerState) ? 'blue' : 'teal'}
          gap="1.5"
          data-controller-state={controllerState}
        >
          {isOngoingLabControllerState(controllerState) && <Spinner size="xs" />}
          {LAB_CONTROLLER_STATE_LABELS[controllerState]}
        </Badge>
      )}
      {status.calibrate === 'busy' && (
        <Badge size="sm" variant="subtle" colorPalette="purple" gap="1.5">
          <Spinner size="xs" />
          {LABS_SCREEN_TEXTS.calibration.calibrating}
        </Badge>
      )}
      <ControlProgress label={controlLabel('stop')} state={status.stop} error={errorOf('stop')} />
      <ControlProgress label={controlLabel('update')} state={status.update} error={errorOf('update')} />
    </HStack>
  );
}
