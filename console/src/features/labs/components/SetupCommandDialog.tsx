import {
  Alert,
  Button,
  Clipboard,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Portal,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  LAB_SETUP_MESSAGES,
  LABS_SCREEN_TEXTS,
  type Lab,
  type Pi,
  SETUP_COMMAND_TEXT_AREA_ROWS,
  SETUP_MENU_ITEMS,
  type SetupCommandRequest,
  type SetupDistro,
  buildSetupCommandRequest,
} from '@oak/shared';
import { useSetupCommand } from '../api/get-setup-command';

function ErrorAlert({ message, reason }: { message: string; reason?: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
        {reason && <Alert.Description>{reason}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

function SetupCommand({ request, piName }: { request: SetupCommandRequest; piName: string }) {
  const command = useSetupCommand(request);
  if (command.status === 'pending') {
    return (
      <HStack gap="3" py="6" justify="center" color="fg.muted">
        <Spinner size="sm" />
        <Text>{LABS_SCREEN_TEXTS.setup.fetching}</Text>
      </HStack>
    );
  }
  // Why below it, e.g. 'no command line returned' (doc 1 §7).
  if (command.status === 'error')
    return <ErrorAlert message={LAB_SETUP_MESSAGES.commandLineUnavailable} reason={command.error.message} />;
  return (
    <Stack gap="3">
      <Text color="fg.muted">{LABS_SCREEN_TEXTS.setup.instructions(piName)}</Text>
      <Field.Root>
        <Field.Label>{LABS_SCREEN_TEXTS.setup.commandLabel}</Field.Label>
        <Textarea
          readOnly
          value={command.data}
          rows={SETUP_COMMAND_TEXT_AREA_ROWS}
          fontFamily="mono"
          fontSize="sm"
          bg="bg.subtle"
          resize="none"
          spellCheck={false}
        />
      </Field.Root>
      <Clipboard.Root
        value={command.data}
        alignSelf="end"
        translations={{
          triggerLabel: (copied) =>
            copied ? LAB_SETUP_MESSAGES.copiedToClipboard : LABS_SCREEN_TEXTS.setup.copy,
        }}
      >
        <Clipboard.Trigger asChild>
          <Button size="sm" colorPalette="brand">
            <Clipboard.Indicator copied={LAB_SETUP_MESSAGES.copiedToClipboard}>
              {LABS_SCREEN_TEXTS.setup.copy}
            </Clipboard.Indicator>
          </Button>
        </Clipboard.Trigger>
      </Clipboard.Root>
    </Stack>
  );
}

/**
 * The setup command of the selected Pi for an OS (doc 2 §4, §7): fetching,
 * then shown with a copy button, or an error; 'Missing Raspberry Id!' without a Pi.
 */
export function SetupCommandDialog({
  lab,
  pi,
  distro,
  onClose,
}: {
  lab: Lab;
  pi: Pi | undefined;
  distro: SetupDistro | null;
  onClose: () => void;
}) {
  const item = SETUP_MENU_ITEMS.find((entry) => entry.distro === distro);
  const request = distro ? buildSetupCommandRequest(pi?.id, distro, lab) : null;
  return (
    <Dialog.Root open={distro !== null} onOpenChange={({ open }) => !open && onClose()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{LABS_SCREEN_TEXTS.setup.dialogTitle(item?.label ?? '')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {request &&
                (request.ok ? (
                  <SetupCommand request={request.value} piName={pi?.name ?? request.value.thingId} />
                ) : (
                  <ErrorAlert message={request.error} />
                ))}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={LABS_SCREEN_TEXTS.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
