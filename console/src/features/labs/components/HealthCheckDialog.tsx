import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type HealthCheckStepState, LABS_SCREEN_TEXTS, PI_HEALTH_CHECK_STEPS, type Pi } from '@oak/shared';
import { type HealthCheck } from '../hooks/useHealthCheck';

const STATE_PALETTES: Record<HealthCheckStepState, string> = {
  idle: 'gray',
  loading: 'blue',
  success: 'green',
  error: 'red',
};

/** A Pi's health check (doc 2 §4): the three steps in order, each loading, then success or error. */
export function HealthCheckDialog({
  pi,
  check,
  onRunAgain,
  onClose,
}: {
  pi: Pi | undefined;
  check: HealthCheck;
  onRunAgain: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={pi !== undefined} onOpenChange={({ open }) => !open && onClose()} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{LABS_SCREEN_TEXTS.healthCheck.dialogTitle(pi?.name ?? '')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack as="ol" gap="0" borderWidth="1px" rounded="l2" listStyleType="none">
                {PI_HEALTH_CHECK_STEPS.map((step, index) => {
                  const state = check.results[step.id];
                  const message = check.messages[step.id];
                  return (
                    <Box
                      as="li"
                      key={step.id}
                      data-step={step.id}
                      data-state={state}
                      px="4"
                      py="3"
                      borderTopWidth={index === 0 ? undefined : '1px'}
                    >
                      <HStack justify="space-between" gap="3">
                        <HStack gap="3">
                          <Text color="fg.subtle" fontVariantNumeric="tabular-nums">
                            {index + 1}.
                          </Text>
                          <Text fontWeight="medium">{step.label}</Text>
                        </HStack>
                        <Badge variant="subtle" colorPalette={STATE_PALETTES[state]} gap="1.5">
                          {state === 'loading' && <Spinner size="xs" />}
                          {LABS_SCREEN_TEXTS.healthCheck.stepStates[state]}
                        </Badge>
                      </HStack>
                      {state === 'error' && message && (
                        <Text mt="1" fontSize="sm" color="fg.error">
                          {message}
                        </Text>
                      )}
                    </Box>
                  );
                })}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" disabled={check.running} onClick={onRunAgain}>
                {LABS_SCREEN_TEXTS.healthCheck.runAgain}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={LABS_SCREEN_TEXTS.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
