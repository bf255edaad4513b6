import { Box, Portal, Tooltip } from '@chakra-ui/react';
import { type ReactNode } from 'react';

/**
 * Says why a control is disabled. A disabled button gets no pointer events,
 * so the tooltip hangs on a wrapper, which keyboard users can focus while the
 * control is disabled. The wrapper stays when enabled, so the control is not remounted.
 */
export function DisabledReasonTooltip({ reason, children }: { reason?: string; children: ReactNode }) {
  return (
    <Tooltip.Root openDelay={200} positioning={{ placement: 'top' }} disabled={!reason}>
      <Tooltip.Trigger asChild>
        <Box as="span" display="inline-flex" rounded="l2" tabIndex={reason ? 0 : undefined}>
          {children}
        </Box>
      </Tooltip.Trigger>
      {reason && (
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content>{reason}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      )}
    </Tooltip.Root>
  );
}
