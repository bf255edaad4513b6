import { Alert, HStack, RadioGroup, Stack } from '@chakra-ui/react';
import {
  PLAYGROUND_ENVIRONMENTS,
  PLAYGROUND_LABELS,
  PLAYGROUND_MESSAGES,
  type PlaygroundEnvironment,
} from '@oak/shared';

/**
 * The Alexa environment the picked device connects to (doc 2 §3: a device's
 * env is prod or gamma), found by its location and open to change while it
 * is not connected: a gamma device is connected through the prod proxy with a
 * gateway directive (doc 2 §4), which the gamma option's alert explains (doc 2 §8).
 */
export function DeviceEnvironmentOption({
  environment,
  onChange,
  disabled,
}: {
  environment: PlaygroundEnvironment;
  onChange: (environment: PlaygroundEnvironment) => void;
  disabled: boolean;
}) {
  return (
    <Stack gap="2">
      <RadioGroup.Root
        value={environment}
        onValueChange={({ value }) => {
          const chosen = PLAYGROUND_ENVIRONMENTS.find((candidate) => candidate === value);
          if (chosen) onChange(chosen);
        }}
        disabled={disabled}
        colorPalette="brand"
        size="sm"
      >
        <HStack gap="4">
          <RadioGroup.Label>{PLAYGROUND_LABELS.environment.label}</RadioGroup.Label>
          {PLAYGROUND_ENVIRONMENTS.map((option) => (
            <RadioGroup.Item key={option} value={option}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{PLAYGROUND_LABELS.environment.options[option]}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      {environment === 'gamma' && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{PLAYGROUND_MESSAGES.gammaOptionAlert}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
