import {
  BANNER_REFRESH_INTERVAL_MS,
  RELEASE_NOTES_LATEST_LIMIT,
  RELEASE_NOTES_MAX_RECORDS,
  RELEASE_NOTE_NOTIFICATION_WINDOW_MS,
} from './notices.constant';
import { NOTICE_MESSAGES } from './notices.messages';
import {
  bannerLevel,
  bannerNoticeId,
  dismissNotice,
  isBannerActive,
  isNoticeDismissed,
  isReleaseFlashVisible,
  latestReleaseNote,
  releaseNoticeId,
  releaseNoteWindowMs,
  visibleBanners,
} from './notices.rule';
import {
  type BannerMessage,
  type ReleaseNote,
  bannerMessageSchema,
  releaseNoteSchema,
  releaseNotesQuerySchema,
  releaseNotesResponseSchema,
} from './notices.schema';

const T0 = Date.UTC(2026, 2, 1, 12);
const note = (timestamp: number, version = '1.4.0', notificationDuration?: number): ReleaseNote => ({
  timestamp,
  releasenotes: { version, ...(notificationDuration === undefined ? {} : { notificationDuration }) },
});
const banner: BannerMessage = {
  code: 100,
  message: 'Lab maintenance on Saturday',
  startDate: '2026-03-01T12:00:00.000Z',
  endDate: '2026-03-02T12:00:00.000Z',
};
const START = Date.parse(banner.startDate);
const END = Date.parse(banner.endDate);

describe('constants (doc 3 §9)', () => {
  it('match the spec', () => {
    expect(RELEASE_NOTE_NOTIFICATION_WINDOW_MS).toBe(86_400_000);
    expect(BANNER_REFRESH_INTERVAL_MS).toBe(900_000);
    expect(RELEASE_NOTES_LATEST_LIMIT).toBe(1);
    expect(RELEASE_NOTES_MAX_RECORDS).toBe(25);
  });
});

describe('bannerLevel (doc 3 §4)', () => {
  it.each([
    [100, 'info'],
    [200, 'success'],
    [300, 'error'],
    [0, 'error'],
    [101, 'error'],
    [500, 'error'],
  ])('shows code %i as %s', (code, level) => {
    expect(bannerLevel(code)).toBe(level);
  });
});

describe('visibleBanners (doc 3 §4: only while now lies between startDate and endDate)', () => {
  it.each([
    [START - 1, false],
    [START, true],
    [START + 1, true],
    [END - 1, true],
    [END, true],
    [END + 1, false],
  ])('at %i shows: %s', (now, shown) => {
    expect(isBannerActive(banner, now)).toBe(shown);
    expect(visibleBanners([banner], now)).toEqual(shown ? [banner] : []);
  });

  it('hides dismissed banners and banners with unreadable dates', () => {
    const other = { ...banner, code: 200, message: 'Release done' };
    const dismissed = dismissNotice(new Set(), bannerNoticeId(banner));
    expect(visibleBanners([banner, other], START, dismissed)).toEqual([other]);
    expect(isBannerActive({ ...banner, startDate: 'soon' }, START)).toBe(false);
  });
});

describe('isReleaseFlashVisible (doc 3 §4: within its notification window)', () => {
  it.each([
    [T0 - 1, false],
    [T0, true],
    [T0 + RELEASE_NOTE_NOTIFICATION_WINDOW_MS - 1, true],
    [T0 + RELEASE_NOTE_NOTIFICATION_WINDOW_MS, false],
  ])('with the default day, at %i shows: %s', (now, shown) => {
    expect(isReleaseFlashVisible(note(T0), now)).toBe(shown);
  });

  it('uses the note own duration', () => {
    const short = note(T0, '2.0.0', 60_000);
    expect(releaseNoteWindowMs(short)).toBe(60_000);
    expect(releaseNoteWindowMs(note(T0))).toBe(86_400_000);
    expect(isReleaseFlashVisible(short, T0 + 59_999)).toBe(true);
    expect(isReleaseFlashVisible(short, T0 + 60_000)).toBe(false);
  });

  it('hides when there is no note or it was dismissed', () => {
    expect(isReleaseFlashVisible(null, T0)).toBe(false);
    const dismissed = dismissNotice(new Set(), releaseNoticeId(note(T0)));
    expect(isReleaseFlashVisible(note(T0), T0, dismissed)).toBe(false);
    expect(isReleaseFlashVisible(note(T0, '1.5.0'), T0, dismissed)).toBe(true);
  });

  it('says which version arrived', () => {
    expect(NOTICE_MESSAGES.releaseUpdate('1.4.0')).toContain('version 1.4.0');
  });
});

describe('dismissal bookkeeping', () => {
  it('adds ids without changing the original set', () => {
    const before: ReadonlySet<string> = new Set(['a']);
    const after = dismissNotice(before, 'b');
    expect([...after]).toEqual(['a', 'b']);
    expect(before.has('b')).toBe(false);
    expect(dismissNotice(after, 'b')).toBe(after);
    expect(isNoticeDismissed(after, 'a')).toBe(true);
    expect(isNoticeDismissed(after, 'c')).toBe(false);
  });
});

describe('latestReleaseNote', () => {
  it('picks the newest record whatever the order', () => {
    expect(latestReleaseNote([note(1, 'a'), note(3, 'c'), note(2, 'b')])?.releasenotes.version).toBe('c');
    expect(latestReleaseNote([])).toBeNull();
  });
});

describe('schemas (doc 3 §3, §7)', () => {
  it('read a release note and a banner', () => {
    expect(releaseNoteSchema.parse(note(T0, '1.0.0', 1000))).toEqual(note(T0, '1.0.0', 1000));
    expect(bannerMessageSchema.parse(banner)).toEqual(banner);
    expect(bannerMessageSchema.safeParse({ ...banner, startDate: '2026-03-01' }).success).toBe(false);
    expect(bannerMessageSchema.safeParse({ ...banner, startDate: '2026-03-01T12:00:00+02:00' }).success).toBe(
      true,
    );
  });

  it.each([
    [{}, { limit: 1 }],
    [{ limit: '25' }, { limit: 25 }],
  ])('query %j reads as %j', (query, expected) => {
    expect(releaseNotesQuerySchema.parse(query)).toEqual(expected);
  });

  it.each([{ limit: 0 }, { limit: 26 }])('refuses query %j', (query) => {
    expect(releaseNotesQuerySchema.safeParse(query).success).toBe(false);
  });

  it('caps a response at 25 records', () => {
    expect(releaseNotesResponseSchema.safeParse(Array.from({ length: 25 }, (_, i) => note(i))).success).toBe(
      true,
    );
    expect(releaseNotesResponseSchema.safeParse(Array.from({ length: 26 }, (_, i) => note(i))).success).toBe(
      false,
    );
  });
});
