import { createToaster } from '@chakra-ui/react';

/** The Labs screen's toasts: the summaries of its Lab Controls. */
export const labsToaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 5 });
