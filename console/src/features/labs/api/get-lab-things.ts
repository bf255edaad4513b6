import { queryOptions, useQueries } from '@tanstack/react-query';
import { LAB_API_PATHS, type Lab, type Pi, piSchema } from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/ApiProvider';

const pisSchema = piSchema.array();

/** A lab's Pis (doc 2 §7 'GET lab things'). */
export function getLabThings(api: ApiClient, labId: string): Promise<Pi[]> {
  return api.request(LAB_API_PATHS.labThings(labId), { schema: pisSchema });
}

export const labThingsQueryOptions = (api: ApiClient, labId: string) =>
  queryOptions({ queryKey: ['labs', labId, 'things'], queryFn: () => getLabThings(api, labId) });

/** The Pis of every lab, in the labs' order: all labs are pinged on load (doc 2 §4). */
export function useLabsThings(labs: readonly Lab[]) {
  const api = useApi();
  return useQueries({ queries: labs.map((lab) => labThingsQueryOptions(api, lab.id)) });
}
