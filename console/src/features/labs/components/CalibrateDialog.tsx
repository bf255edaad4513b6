import { Button, CloseButton, Dialog, Field, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import {
  type CalibrationOption,
  type CalibrationRequest,
  LABS_SCREEN_TEXTS,
  LOCALE_NAMES,
  type Lab,
  type Marketplace,
  type Pi,
  buildCalibrationRequest,
  calibrationLocales,
  calibrationOptionsFor,
} from '@oak/shared';
import { type FormEvent, useState } from 'react';

function CalibrateForm({
  lab,
  pi,
  onStart,
}: {
  lab: Lab;
  pi: Pi;
  onStart: (request: CalibrationRequest) => void;
}) {
  const options = calibrationOptionsFor(lab);
  const [option, setOption] = useState<CalibrationOption>(options[0]!.id);
  const locales = calibrationLocales(option);
  const [locale, setLocale] = useState<Marketplace | ''>('');
  const [error, setError] = useState<string>();
  // A locale the option does not support falls back to its first one.
  const chosenLocale = locale && locales.includes(locale) ? locale : (locales[0] ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = buildCalibrationRequest(option, chosenLocale || undefined);
    if (!request.ok) {
      setError(request.error);
      return;
    }
    onStart(request.value);
  };

  return (
    <form id={`calibrate-${pi.id}`} onSubmit={submit} noValidate>
      <Stack gap="4">
        <Field.Root>
          <Field.Label>{LABS_SCREEN_TEXTS.calibration.optionLabel}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={option}
              onChange={(event) => {
                setOption(event.currentTarget.value as CalibrationOption);
                setError(undefined);
              }}
            >
              {options.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {locales.length > 0 && (
          <Field.Root invalid={error !== undefined}>
            <Field.Label>{LABS_SCREEN_TEXTS.calibration.localeLabel}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={chosenLocale}
                onChange={(event) => {
                  setLocale(event.currentTarget.value as Marketplace);
                  setError(undefined);
                }}
              >
                {locales.map((item) => (
                  <option key={item} value={item}>
                    {`${LOCALE_NAMES[item]} (${item})`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
        )}
      </Stack>
    </form>
  );
}

/** Calibrate from the selected Pi: an option the lab allows, and a locale for the DUT options (doc 2 §4, §9). */
export function CalibrateDialog({
  lab,
  pi,
  onStart,
  onClose,
}: {
  lab: Lab;
  pi: Pi | undefined;
  onStart: (pi: Pi, request: CalibrationRequest) => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={pi !== undefined} onOpenChange={({ open }) => !open && onClose()} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{LABS_SCREEN_TEXTS.calibration.dialogTitle(pi?.name ?? '')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {pi && (
                <CalibrateForm
                  key={pi.id}
                  lab={lab}
                  pi={pi}
                  onStart={(request) => {
                    onClose();
                    onStart(pi, request);
                  }}
                />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button size="sm" variant="outline">
                  {LABS_SCREEN_TEXTS.cancel}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                size="sm"
                colorPalette="brand"
                type="submit"
                form={pi ? `calibrate-${pi.id}` : undefined}
              >
                {LABS_SCREEN_TEXTS.calibration.start}
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
