import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_TOKEN_PATHS,
  type ApiToken,
  type CreateApiTokenRequest,
  type CreatedApiToken,
  apiTokenListSchema,
  createdApiTokenSchema,
} from '@oak/shared';
import { useApi } from '../../../lib/ApiProvider';

const API_TOKENS_QUERY_KEY = ['api-tokens'] as const;

/** The signed-in user's API tokens not revoked, newest first. */
export function useApiTokens() {
  const api = useApi();
  return useQuery({
    queryKey: API_TOKENS_QUERY_KEY,
    queryFn: (): Promise<ApiToken[]> => api.request(API_TOKEN_PATHS.tokens, { schema: apiTokenListSchema }),
  });
}

/** Makes a token; its answer holds the secret, shown once. */
export function useCreateApiToken() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateApiTokenRequest): Promise<CreatedApiToken> =>
      api.request(API_TOKEN_PATHS.tokens, { method: 'POST', body: request, schema: createdApiTokenSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY }),
  });
}

/** Revokes a token: it stops working at once. */
export function useRevokeApiToken() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: ApiToken): Promise<ApiToken> => {
      await api.request(API_TOKEN_PATHS.token(token.id), { method: 'DELETE' });
      return token;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY }),
  });
}
