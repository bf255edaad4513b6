import { type CreateToasterReturn } from '@chakra-ui/react';
import { useCallback, useSyncExternalStore } from 'react';

/** Whether the toaster shows any toast now. */
export function useToastsShown(toaster: CreateToasterReturn): boolean {
  // The toaster tells its subscribers of a change before it applies it to its list: read after.
  const subscribe = useCallback(
    (onChange: () => void) => toaster.subscribe(() => queueMicrotask(onChange)),
    [toaster],
  );
  const shown = useCallback(() => toaster.getVisibleToasts().length > 0, [toaster]);
  return useSyncExternalStore(subscribe, shown, shown);
}
