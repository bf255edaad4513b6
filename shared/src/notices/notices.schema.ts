import { z } from 'zod';
import { RELEASE_NOTES_LATEST_LIMIT, RELEASE_NOTES_MAX_RECORDS } from './notices.constant';

/**
 * A release note (doc 3 §3): when it was released, its version and how long
 * the flash shows. Chosen units, the spec shows none: timestamp in epoch
 * milliseconds and notificationDuration in milliseconds (the spec's default is
 * given in ms); a missing duration means the default window.
 */
export const releaseNoteSchema = z.object({
  timestamp: z.number().int().nonnegative(),
  releasenotes: z.object({
    version: z.string().min(1),
    notificationDuration: z.number().int().nonnegative().optional(),
  }),
});
export type ReleaseNote = z.infer<typeof releaseNoteSchema>;

/** The query of the release-notes call: the latest record by default, at most 25 (doc 3 §7). */
export const releaseNotesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(RELEASE_NOTES_MAX_RECORDS).default(RELEASE_NOTES_LATEST_LIMIT),
});
export type ReleaseNotesQuery = z.infer<typeof releaseNotesQuerySchema>;

/** Newest first. */
export const releaseNotesResponseSchema = z.array(releaseNoteSchema).max(RELEASE_NOTES_MAX_RECORDS);

/**
 * A banner message (doc 3 §3). Chosen: the dates are ISO 8601 date-times with
 * a zone, so a banner means the same moment for every viewer.
 */
export const bannerMessageSchema = z.object({
  code: z.number().int(),
  message: z.string().min(1),
  startDate: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }),
});
export type BannerMessage = z.infer<typeof bannerMessageSchema>;

export const bannerMessagesResponseSchema = z.array(bannerMessageSchema);
