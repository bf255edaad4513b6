import { CloseButton, Portal, Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';
import { LABS_SCREEN_TEXTS } from '@oak/shared';
import { useEffect } from 'react';
import { labsToaster } from '../utils/labs-toaster';

/** Where the screen's toasts show; leaving the screen clears them. */
export function LabsToaster() {
  useEffect(() => () => labsToaster.remove(), []);
  return (
    <Portal>
      <Toaster toaster={labsToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger asChild>
              <CloseButton size="xs" aria-label={LABS_SCREEN_TEXTS.dismiss} />
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
