import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../../../lib/ApiProvider';
import { labThingsQueryOptions } from '../../../lib/api/get-lab-things';
import { labsQueryOptions, useLabs } from '../../../lib/api/get-labs';
import { useNewRunWizard } from './NewRunWizardContext';

/**
 * The company's labs, the one the wizard chose, and that lab's Pis once it is
 * chosen. When the Pis cannot be loaded the lab cache is cleared (doc 2 §8
 * 'Error loading labs and rasPis'): the labs are read again, so a lab that
 * went away or changed meanwhile is not offered from memory.
 */
export function useWizardLab() {
  const api = useApi();
  const queryClient = useQueryClient();
  const labId = useNewRunWizard().state.labConfig.labId;
  const labs = useLabs();
  const things = useQuery({ ...labThingsQueryOptions(api, labId ?? ''), enabled: !!labId });
  const pisFailed = things.isError;
  useEffect(() => {
    if (pisFailed)
      void queryClient.invalidateQueries({ queryKey: labsQueryOptions(api).queryKey, exact: true });
  }, [pisFailed, queryClient, api]);
  const lab = labs.data?.find((candidate) => candidate.id === labId);
  return { labs, labId, lab, things };
}
