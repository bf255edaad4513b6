import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/ApiProvider';
import { labThingsQueryOptions } from '../../../lib/api/get-lab-things';
import { useLabs } from '../../../lib/api/get-labs';
import { useNewRunWizard } from './NewRunWizardContext';

/** The company's labs, the one the wizard chose, and that lab's Pis once it is chosen. */
export function useWizardLab() {
  const api = useApi();
  const labId = useNewRunWizard().state.labConfig.labId;
  const labs = useLabs();
  const things = useQuery({ ...labThingsQueryOptions(api, labId ?? ''), enabled: !!labId });
  const lab = labs.data?.find((candidate) => candidate.id === labId);
  return { labs, labId, lab, things };
}
