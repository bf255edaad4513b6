import { Alert, Button, CloseButton, Stack } from '@chakra-ui/react';
import {
  NOTICE_MESSAGES,
  bannerLevel,
  bannerNoticeId,
  isReleaseFlashVisible,
  releaseNoticeId,
  visibleBanners,
} from '@oak/shared';
import { useBannerMessages } from '../api/get-banner-messages';
import { useLatestReleaseNote } from '../api/get-release-notes';
import { useDismissedNotices } from '../hooks/useDismissedNotices';
import { useNow } from '../../../lib/useNow';
import { useState } from 'react';

/**
 * How many notices show before the rest fold behind a toggle: four full-size
 * banners pushed every screen down by some 300 px.
 */
const NOTICES_SHOWN_FOLDED = 2;

/** Errors (outages) first, the rest in their order. */
const LEVEL_ORDER = { error: 0, info: 1, success: 1 } as const;

interface Notice {
  readonly id: string;
  readonly level: 'info' | 'success' | 'error';
  readonly text: string;
}

/**
 * The release-update flash and the banner messages at the top of the main
 * area (doc 3 §2, §4), each dismissible. They stack compactly, errors first;
 * past two, the rest fold behind 'Show n more notices'.
 */
export function NoticesBar() {
  const now = useNow();
  const note = useLatestReleaseNote();
  const banners = useBannerMessages();
  const [dismissed, dismiss] = useDismissedNotices();
  const [unfolded, setUnfolded] = useState(false);

  const notices: Notice[] = [];
  if (note && isReleaseFlashVisible(note, now, dismissed)) {
    notices.push({
      id: releaseNoticeId(note),
      level: 'info',
      text: NOTICE_MESSAGES.releaseUpdate(note.releasenotes.version),
    });
  }
  for (const banner of visibleBanners(banners, now, dismissed)) {
    notices.push({ id: bannerNoticeId(banner), level: bannerLevel(banner.code), text: banner.message });
  }
  if (!notices.length) return null;

  const ordered = notices.toSorted((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
  const folded = ordered.length - NOTICES_SHOWN_FOLDED;
  const shown = unfolded || folded <= 0 ? ordered : ordered.slice(0, NOTICES_SHOWN_FOLDED);
  return (
    <Stack gap="1" mb="4" aria-label="Notices" role="region">
      {shown.map((notice) => (
        <Alert.Root
          key={notice.id}
          status={notice.level}
          data-level={notice.level}
          size="sm"
          py="1.5"
          alignItems="center"
        >
          <Alert.Indicator />
          <Alert.Title flex="1">{notice.text}</Alert.Title>
          <CloseButton size="2xs" aria-label={NOTICE_MESSAGES.dismiss} onClick={() => dismiss(notice.id)} />
        </Alert.Root>
      ))}
      {folded > 0 && (
        <Button
          size="2xs"
          variant="plain"
          alignSelf="start"
          aria-expanded={unfolded}
          onClick={() => setUnfolded((current) => !current)}
        >
          {unfolded ? NOTICE_MESSAGES.showFewer : NOTICE_MESSAGES.showMore(folded)}
        </Button>
      )}
    </Stack>
  );
}
