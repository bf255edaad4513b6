import { createToaster } from '@chakra-ui/react';

/**
 * The Labs screen's toasts: the summaries of its Lab Controls. They overlap
 * (hovering spreads them), so together they take about one toast's height,
 * the room the screen leaves below its Pi table while they show.
 */
export const labsToaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  max: 5,
  overlap: true,
});

/** Room below the Labs workspace while toasts show, so they cover no Pi row: a toast, its offset and the stack's edge. */
export const LABS_TOAST_ROOM = '8rem';
