import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  MANIFEST_STATUS_TEXTS,
  type ManifestStatus,
  RESOURCE_SYNC_TEXTS,
  SYNC_RESOURCE_MESSAGES,
} from '@oak/shared';
import { useManifestState } from '../../lib/api/get-manifest-state';

const STATUS_COLOURS: Readonly<Record<ManifestStatus, string>> = {
  in_sync: 'fg.success',
  out_of_sync: 'fg.warning',
  retrieving: 'fg.muted',
};

/**
 * A Pi's manifest status (doc 1 §4.8): retrieving while the Pi is asked, then
 * whether it holds what its prior sync selection asked for. When the Pi cannot
 * say, the overview (the progress table) points to the location's details, and
 * the details offer Refresh (doc 1 §8, both variants).
 */
export function ManifestStatusText({
  labId,
  thingId,
  variant,
}: {
  labId: string;
  thingId: string;
  variant: 'overview' | 'details';
}) {
  const manifest = useManifestState(labId, thingId);
  const status: ManifestStatus | undefined = manifest.isFetching
    ? 'retrieving'
    : manifest.status === 'success'
      ? manifest.data.status
      : undefined;

  const shown = status ? (
    <HStack gap="1.5" fontSize="sm" color={STATUS_COLOURS[status]} data-manifest-status={status}>
      {status === 'retrieving' && <Spinner size="xs" />}
      <Text>{MANIFEST_STATUS_TEXTS[status]}</Text>
    </HStack>
  ) : (
    <Text
      fontSize={variant === 'overview' ? 'xs' : 'sm'}
      color="fg.error"
      maxW={variant === 'overview' ? 'xs' : undefined}
    >
      {variant === 'overview'
        ? SYNC_RESOURCE_MESSAGES.manifestUnavailableOverview
        : SYNC_RESOURCE_MESSAGES.manifestUnavailable}
    </Text>
  );
  if (variant === 'overview') return shown;
  return (
    <Stack gap="2" align="start">
      {shown}
      <Button
        size="xs"
        variant="outline"
        disabled={manifest.isFetching}
        onClick={() => void manifest.refetch()}
      >
        {RESOURCE_SYNC_TEXTS.progress.refresh}
      </Button>
    </Stack>
  );
}
