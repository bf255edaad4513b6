import {
  BANNER_INFO_CODE,
  BANNER_SUCCESS_CODE,
  RELEASE_NOTE_NOTIFICATION_WINDOW_MS,
  type NoticeLevel,
} from './notices.constant';
import { type BannerMessage, type ReleaseNote } from './notices.schema';

/** How a banner is shown (doc 3 §4): 100 info, 200 success, anything else error. */
export function bannerLevel(code: number): NoticeLevel {
  if (code === BANNER_INFO_CODE) return 'info';
  if (code === BANNER_SUCCESS_CODE) return 'success';
  return 'error';
}

/**
 * Whether a banner shows at `nowMs` (doc 3 §4: 'only while now lies between
 * startDate and endDate'); both ends count, and a date that cannot be read hides it.
 */
export function isBannerActive(banner: BannerMessage, nowMs: number): boolean {
  const start = Date.parse(banner.startDate);
  const end = Date.parse(banner.endDate);
  return start <= nowMs && nowMs <= end;
}

/** The id a dismissal is remembered by: banners have none in the spec, so it is derived from what they say. */
export function bannerNoticeId(banner: BannerMessage): string {
  return `banner:${banner.code}:${banner.startDate}:${banner.endDate}:${banner.message}`;
}

/** The id of a release flash: one per version, so a new release shows again after an old one was dismissed. */
export function releaseNoticeId(note: ReleaseNote): string {
  return `release:${note.releasenotes.version}`;
}

/** The banners to show at `nowMs`, in the order received, without those dismissed. */
export function visibleBanners(
  banners: readonly BannerMessage[],
  nowMs: number,
  dismissed: ReadonlySet<string> = new Set(),
): BannerMessage[] {
  return banners.filter(
    (banner) => isBannerActive(banner, nowMs) && !isNoticeDismissed(dismissed, bannerNoticeId(banner)),
  );
}

/** A note's window: its own duration, else the default day (doc 3 §4). */
export function releaseNoteWindowMs(note: ReleaseNote): number {
  return note.releasenotes.notificationDuration ?? RELEASE_NOTE_NOTIFICATION_WINDOW_MS;
}

/**
 * Whether the release flash shows at `nowMs` (doc 3 §4: while the note is
 * within its notification window). The window opens at the timestamp and has
 * closed once the full duration has passed.
 */
export function isReleaseFlashVisible(
  note: ReleaseNote | null | undefined,
  nowMs: number,
  dismissed: ReadonlySet<string> = new Set(),
): boolean {
  if (!note || isNoticeDismissed(dismissed, releaseNoticeId(note))) return false;
  return note.timestamp <= nowMs && nowMs < note.timestamp + releaseNoteWindowMs(note);
}

/** The latest of the records fetched (doc 3 §4), whatever order they came in. */
export function latestReleaseNote(notes: readonly ReleaseNote[]): ReleaseNote | null {
  return notes.reduce<ReleaseNote | null>(
    (latest, note) => (!latest || note.timestamp > latest.timestamp ? note : latest),
    null,
  );
}

/** Dismissal bookkeeping: a new set with the id added (doc 3 §4 'All are dismissible'). */
export function dismissNotice(dismissed: ReadonlySet<string>, id: string): ReadonlySet<string> {
  if (dismissed.has(id)) return dismissed;
  return new Set([...dismissed, id]);
}

/** Whether the notice of an id was dismissed. */
export function isNoticeDismissed(dismissed: ReadonlySet<string>, id: string): boolean {
  return dismissed.has(id);
}
