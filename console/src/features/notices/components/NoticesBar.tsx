import { Alert, CloseButton, Stack } from '@chakra-ui/react';
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

interface Notice {
  readonly id: string;
  readonly level: 'info' | 'success' | 'error';
  readonly text: string;
}

/** The release-update flash and the banner messages at the top of the main area (doc 3 §2, §4), each dismissible. */
export function NoticesBar() {
  const now = useNow();
  const note = useLatestReleaseNote();
  const banners = useBannerMessages();
  const [dismissed, dismiss] = useDismissedNotices();

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

  return (
    <Stack gap="2" mb="6" aria-label="Notices" role="region">
      {notices.map((notice) => (
        <Alert.Root key={notice.id} status={notice.level} data-level={notice.level} alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{notice.text}</Alert.Title>
          <CloseButton size="sm" aria-label={NOTICE_MESSAGES.dismiss} onClick={() => dismiss(notice.id)} />
        </Alert.Root>
      ))}
    </Stack>
  );
}
