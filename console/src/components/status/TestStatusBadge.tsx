import { Badge, Box, Portal, Spinner, Tooltip } from '@chakra-ui/react';
import { TEST_STATUS_TEXTS, type TestStatus, isFailureStatus, isRunningStatus } from '@oak/shared';

/** Passed green, failed red, could-not-run orange, running and info blue, waiting or not counted grey. */
const STATUS_PALETTE: Readonly<Record<TestStatus, string>> = {
  SUCCEEDED: 'green',
  FAILED: 'red',
  ERROR: 'orange',
  TIME_OUT: 'orange',
  IN_PROGRESS: 'blue',
  EVALUATING_RESULT: 'blue',
  INFO: 'blue',
  QUEUED: 'gray',
  SKIPPED: 'gray',
  IGNORED: 'gray',
  NOT_APPLICABLE: 'gray',
};

/**
 * A test, test case or utterance status as the live views show it (doc 3 §4:
 * SUCCEEDED reads Passed, in progress and evaluating read Running). A running
 * status spins (doc 1 §4.3 running animation) and is marked busy; a failed or
 * error status with failure logs shows them in a tooltip on hover or focus
 * (doc 1 §4.3).
 */
export function TestStatusBadge({
  status,
  failureLogs = [],
}: {
  status: TestStatus;
  failureLogs?: readonly string[];
}) {
  const running = isRunningStatus(status);
  const withLogs = isFailureStatus(status) && failureLogs.length > 0;
  const badge = (
    <Badge
      colorPalette={STATUS_PALETTE[status]}
      data-status={status}
      aria-busy={running || undefined}
      gap="1.5"
      cursor={withLogs ? 'help' : undefined}
      tabIndex={withLogs ? 0 : undefined}
    >
      {running && <Spinner size="xs" borderWidth="1.5px" aria-hidden />}
      {TEST_STATUS_TEXTS[status]}
    </Badge>
  );
  if (!withLogs) return badge;
  return (
    <Tooltip.Root openDelay={150} closeDelay={100} positioning={{ placement: 'top' }} interactive>
      <Tooltip.Trigger asChild>{badge}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="md">
            <Box as="ul" listStyleType="none" m="0" p="0">
              {failureLogs.map((log, index) => (
                <Box as="li" key={index} whiteSpace="pre-wrap" wordBreak="break-word">
                  {log}
                </Box>
              ))}
            </Box>
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
