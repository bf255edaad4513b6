import { Button, Dialog, Portal } from '@chakra-ui/react';
import { LIVE_RUNS_TEXTS } from '@oak/shared';

/** The confirmation modal of the running-tests list (doc 1 §2.1): title, message, Cancel and Ok. */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  onClose: () => void;
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
                colorPalette="brand"
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
