import { Badge, Box, HStack, Progress, Text } from '@chakra-ui/react';
import {
  LIVE_RUNS_TEXTS,
  type LiveProgressInput,
  isCanceledProgress,
  liveProgressBarWidth,
  liveProgressBreadcrumbs,
  liveProgressLabel,
} from '@oak/shared';
import { Fragment } from 'react';

/** An ended run's bar: green once completed, red failed, and a canceled run's own grey, as in the run list. */
const ENDED_PALETTES = { completed: 'green', failed: 'red', canceled: 'gray' } as const;

/**
 * The progress header (doc 1 §2.3): 'Started > In Progress (n%) > Completed'
 * with the steps reached in bold, the run's label, and a bar filling as doc 1
 * §4.1 says (5% queued or started, 10 + 0.8 x progress, 100 once completed).
 * A canceled run reads Canceled, not 'In Progress (100%)', its full bar grey.
 * The label reads as the middle step while the run goes on; a label no step
 * says ('Queued', the auto-sync text) shows beside the steps, so it is seen.
 */
export function ProgressHeader({ input, testName }: { input: LiveProgressInput; testName: string }) {
  const crumbs = liveProgressBreadcrumbs(input);
  const width = liveProgressBarWidth(input);
  const label = liveProgressLabel(input);
  const ended = crumbs.reached === 3;
  const palette = isCanceledProgress(input)
    ? ENDED_PALETTES.canceled
    : input.state === 'failed'
      ? ENDED_PALETTES.failed
      : ended
        ? ENDED_PALETTES.completed
        : 'brand';
  const labelApart = !crumbs.steps.includes(label);
  return (
    <Box>
      <HStack gap="2" fontSize="sm" wrap="wrap" aria-label={label} role="group" mb="2">
        {crumbs.steps.map((step, index) => (
          <Fragment key={index}>
            {index > 0 && (
              <Text as="span" color="fg.subtle" aria-hidden>
                {'>'}
              </Text>
            )}
            <Text
              as="span"
              fontWeight={index < crumbs.reached ? 'semibold' : 'normal'}
              color={index < crumbs.reached ? 'fg' : 'fg.muted'}
              aria-current={index === crumbs.reached - 1 ? 'step' : undefined}
            >
              {step}
            </Text>
          </Fragment>
        ))}
        {labelApart && (
          <Badge colorPalette="gray" variant="subtle" ms="2" role="status">
            {label}
          </Badge>
        )}
      </HStack>
      <Progress.Root
        value={width}
        size="sm"
        colorPalette={palette}
        striped={!ended && crumbs.reached > 0}
        animated={!ended && crumbs.reached > 0}
      >
        <Progress.Track
          aria-label={LIVE_RUNS_TEXTS.progressOf(testName)}
          aria-valuetext={label}
          rounded="full"
        >
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
