import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  NOTICE_MESSAGES,
  RELEASE_NOTES_LATEST_LIMIT,
  RELEASE_NOTES_PATH,
  type ReleaseNote,
  latestReleaseNote,
  releaseNotesResponseSchema,
} from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/ApiProvider';

export async function getLatestReleaseNote(api: ApiClient): Promise<ReleaseNote | null> {
  try {
    const notes = await api.request(RELEASE_NOTES_PATH, {
      query: { limit: RELEASE_NOTES_LATEST_LIMIT },
      schema: releaseNotesResponseSchema,
    });
    return latestReleaseNote(notes);
  } catch (error) {
    // Release-note failures are only logged (doc 3 §8).
    console.warn(NOTICE_MESSAGES.releaseNotesFetchFailed, error);
    return null;
  }
}

export const releaseNoteQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['release-notes', 'latest'],
    queryFn: () => getLatestReleaseNote(api),
    staleTime: Infinity,
  });

export function useLatestReleaseNote(): ReleaseNote | null {
  return useQuery(releaseNoteQueryOptions(useApi())).data ?? null;
}
