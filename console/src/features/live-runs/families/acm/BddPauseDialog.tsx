import { Alert, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { BDD_MESSAGES, BDD_VIEW_TEXTS, type BddActionMessage, bddActionRequest } from '@oak/shared';
import { useState } from 'react';
import { useApi } from '../../../../lib/ApiProvider';
import { putJobAction } from '../../api/put-job-action';

/**
 * The PAUSE modal of a BDD style run (doc 1 §4.6): while the run waits for
 * manual steps, everyone watching it is asked 'Are you sure you complete all
 * steps?'. Confirm sends state complete, Cancel state failed; only those two
 * close it (Escape or a click outside answers nothing). It closes for every
 * watcher once the feed says the action is answered, and at once for the one
 * who answered.
 */
export function BddPauseDialog({ jobId, action }: { jobId: string; action: BddActionMessage | undefined }) {
  const api = useApi();
  const [sending, setSending] = useState<'confirm' | 'cancel'>();
  const [answeredId, setAnsweredId] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const open = action !== undefined && action.id !== answeredId;

  const answer = async (confirmed: boolean) => {
    if (!action) return;
    setSending(confirmed ? 'confirm' : 'cancel');
    setFailure(undefined);
    try {
      await putJobAction(api, bddActionRequest(jobId, action.id, confirmed));
      setAnsweredId(action.id);
    } catch (error) {
      setFailure(BDD_VIEW_TEXTS.answerFailed(error instanceof Error ? error.message : String(error)));
    } finally {
      setSending(undefined);
    }
  };

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      size="md"
      closeOnEscape={false}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{BDD_MESSAGES.pauseTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {action?.message && (
                  <Stack gap="1">
                    <Text fontSize="sm" fontWeight="semibold">
                      {BDD_VIEW_TEXTS.pauseSteps}
                    </Text>
                    <Text whiteSpace="pre-wrap" wordBreak="break-word">
                      {action.message}
                    </Text>
                  </Stack>
                )}
                <Dialog.Description>{BDD_MESSAGES.pauseQuestion}</Dialog.Description>
                {failure && (
                  <Alert.Root status="error" role="alert" size="sm">
                    <Alert.Indicator />
                    <Alert.Description>{failure}</Alert.Description>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                size="sm"
                variant="outline"
                loading={sending === 'cancel'}
                disabled={sending !== undefined}
                onClick={() => void answer(false)}
              >
                {BDD_MESSAGES.cancel}
              </Button>
              <Button
                size="sm"
                colorPalette="brand"
                loading={sending === 'confirm'}
                disabled={sending !== undefined}
                onClick={() => void answer(true)}
              >
                {BDD_MESSAGES.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
