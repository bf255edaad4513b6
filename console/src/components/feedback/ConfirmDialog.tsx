import { Button, Dialog, Portal } from '@chakra-ui/react';
import { LIVE_RUNS_TEXTS } from '@oak/shared';

/**
 * A confirmation modal: title, message, Cancel and Ok (the running-tests list,
 * doc 1 §2.1; the Test Library's 'Confirm Remove', doc 2 §4). Ok closes it,
 * then confirms; a destructive one shows Ok in red.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onClose,
  destructive = false,
}: {
  readonly open: boolean;
  readonly title: string;
  readonly message: string;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
  readonly destructive?: boolean;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: opened }) => !opened && onClose()}
      role="alertdialog"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{message}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button size="sm" variant="outline">
                  {LIVE_RUNS_TEXTS.cancel}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                size="sm"
                colorPalette={destructive ? 'red' : 'brand'}
                onClick={() => {
                  onClose();
                  onConfirm();
                }}
              >
                {LIVE_RUNS_TEXTS.ok}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
