/** How long a release-update flash shows after a release, unless the note says otherwise (doc 3 §4, §9). */
export const RELEASE_NOTE_NOTIFICATION_WINDOW_MS = 86_400_000;

/** Banners are fetched on mount and then every 15 minutes (doc 3 §4, §9). */
export const BANNER_REFRESH_INTERVAL_MS = 900_000;

/** The console asks for the latest release-note record only (doc 3 §7). */
export const RELEASE_NOTES_LATEST_LIMIT = 1;

/** The most release-note records one request may ask for (doc 3 §7, §9). */
export const RELEASE_NOTES_MAX_RECORDS = 25;

/** Banner codes (doc 3 §4): 100 is shown as info, 200 as success, anything else as an error. */
export const BANNER_INFO_CODE = 100;
export const BANNER_SUCCESS_CODE = 200;

/** The levels a banner or the release flash is shown with; all are dismissible (doc 3 §4). */
export const NOTICE_LEVELS = ['info', 'success', 'error'] as const;
export type NoticeLevel = (typeof NOTICE_LEVELS)[number];

/** The calls' paths; doc 3 §7 names the calls but not their paths, these are chosen. */
export const RELEASE_NOTES_PATH = '/api/releasenotes';
export const BANNER_MESSAGES_PATH = '/api/bannermessages';
