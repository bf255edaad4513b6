import { Badge, Spinner } from '@chakra-ui/react';
import { LABS_SCREEN_TEXTS, type PiPingState, autoSyncPingLabel } from '@oak/shared';

/** A Pi's ping as the sync views show it: Online, Offline, or a spinner while unknown (doc 1 §2.16). */
export function SyncPingBadge({ ping }: { ping: PiPingState }) {
  const label = autoSyncPingLabel(ping);
  if (!label)
    return <Spinner role="status" size="xs" color="fg.muted" aria-label={LABS_SCREEN_TEXTS.checkingStatus} />;
  return (
    <Badge size="sm" variant="surface" colorPalette={ping === 'online' ? 'green' : 'gray'}>
      {label}
    </Badge>
  );
}
