import { Box, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import {
  type SyncPartState,
  SYNC_PROGRESS_LABELS,
  type SyncProgressFigures,
  RESOURCE_SYNC_TEXTS,
} from '@oak/shared';

const share = (part: number, whole: number) => (whole > 0 ? `${(part / whole) * 100}%` : '0%');

const COUNTS = [
  { key: 'completed', label: SYNC_PROGRESS_LABELS.completed, color: 'green.solid' },
  { key: 'failed', label: SYNC_PROGRESS_LABELS.failed, color: 'red.solid' },
  { key: 'pending', label: SYNC_PROGRESS_LABELS.pending, color: 'gray.300' },
] as const;

/** 'Resources Downloaded (Size)': downloaded of the overall size (doc 1 §2.16). */
export function SyncSizeBar({
  figures,
  state,
  name,
  compact = false,
}: {
  figures: SyncProgressFigures;
  state: SyncPartState;
  name: string;
  /** Under a column header that already says what the bar is. */
  compact?: boolean;
}) {
  const palette = state === 'failed' ? 'red' : state === 'complete' ? 'green' : 'brand';
  return (
    <Progress.Root value={figures.percent} size="sm" colorPalette={palette} minW="40">
      <HStack justify={compact ? 'end' : 'space-between'} gap="3" mb="1">
        <Progress.Label fontSize="xs" fontWeight="normal" color="fg.muted" srOnly={compact}>
          {SYNC_PROGRESS_LABELS.resourcesDownloaded}
        </Progress.Label>
        <Text fontSize="xs" fontVariantNumeric="tabular-nums" color="fg.muted">
          {RESOURCE_SYNC_TEXTS.progress.percentDone(figures.percent)}
        </Text>
      </HStack>
      <Progress.Track
        aria-label={RESOURCE_SYNC_TEXTS.progress.barOf(SYNC_PROGRESS_LABELS.resourcesDownloaded, name)}
        aria-valuetext={figures.sizeText}
        rounded="full"
      >
        <Progress.Range />
      </Progress.Track>
      <Progress.ValueText fontSize="xs" fontWeight="medium" fontVariantNumeric="tabular-nums" mt="1">
        {figures.sizeText}
      </Progress.ValueText>
    </Progress.Root>
  );
}

/**
 * 'Resources Count' (doc 1 §2.16): one bar with the completed and failed files
 * of the total, and the Completed, Failed and Pending counts below it.
 */
export function SyncCountBar({
  figures,
  name,
  compact = false,
}: {
  figures: SyncProgressFigures;
  name: string;
  /** Under a column header that already says what the bar is. */
  compact?: boolean;
}) {
  const values = { completed: figures.completed, failed: figures.failed, pending: figures.pending };
  const description = COUNTS.map(({ key, label }) => `${label} ${values[key]}`).join(', ');
  return (
    <Stack gap="1" minW="40">
      <HStack justify={compact ? 'end' : 'space-between'} gap="3">
        <Text fontSize="xs" color="fg.muted" srOnly={compact}>
          {SYNC_PROGRESS_LABELS.resourcesCount}
        </Text>
        <Text fontSize="xs" fontVariantNumeric="tabular-nums" color="fg.muted">
          {`${figures.completed + figures.failed} / ${figures.total}`}
        </Text>
      </HStack>
      <Box
        role="progressbar"
        aria-label={RESOURCE_SYNC_TEXTS.progress.barOf(SYNC_PROGRESS_LABELS.resourcesCount, name)}
        aria-valuemin={0}
        aria-valuemax={figures.total}
        aria-valuenow={figures.completed + figures.failed}
        aria-valuetext={description}
        display="flex"
        h="2"
        bg="bg.emphasized"
        rounded="full"
        overflow="hidden"
      >
        <Box bg="green.solid" w={share(figures.completed, figures.total)} transition="width 0.3s" />
        <Box bg="red.solid" w={share(figures.failed, figures.total)} transition="width 0.3s" />
      </Box>
      <HStack gap="3" fontSize="xs" wrap="wrap">
        {COUNTS.map(({ key, label, color }) => (
          <HStack key={key} gap="1" data-count={key}>
            <Box w="2" h="2" rounded="full" bg={color} aria-hidden />
            <Text color="fg.muted">{label}</Text>
            <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
              {values[key]}
            </Text>
          </HStack>
        ))}
      </HStack>
    </Stack>
  );
}
