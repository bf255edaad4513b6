import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  BANNER_MESSAGES_PATH,
  BANNER_REFRESH_INTERVAL_MS,
  type BannerMessage,
  bannerMessagesResponseSchema,
} from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/ApiProvider';

export async function getBannerMessages(api: ApiClient): Promise<BannerMessage[]> {
  try {
    return await api.request(BANNER_MESSAGES_PATH, { schema: bannerMessagesResponseSchema });
  } catch {
    // A banner fetch failure is ignored silently (doc 3 §8).
    return [];
  }
}

/** Fetched on mount and then every 15 minutes (doc 3 §4). */
export const bannerMessagesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['banner-messages'],
    queryFn: () => getBannerMessages(api),
    refetchInterval: BANNER_REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });

export function useBannerMessages(): BannerMessage[] {
  return useQuery(bannerMessagesQueryOptions(useApi())).data ?? [];
}
