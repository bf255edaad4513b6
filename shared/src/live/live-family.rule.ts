import { type RunFamilyId } from '../families/families.data';
import { LIVE_FAMILY_TABLE, type LiveFamilyLayout, type LiveFamilyRow } from './live-families.data';

/**
 * A run's live layout (doc 1 §2.2, §2.3): its family's, read from the family
 * the job stores, with what its scenario type changes inside the family.
 */
export function liveFamilyLayout(family: RunFamilyId, scenarioType: string | undefined): LiveFamilyLayout {
  const row: LiveFamilyRow = LIVE_FAMILY_TABLE[family];
  const own = scenarioType
    ? (row.byScenarioType as Readonly<Record<string, Partial<LiveFamilyLayout>>> | undefined)?.[scenarioType]
    : undefined;
  return {
    tabs: own?.tabs ?? row.tabs,
    defaultTab: own?.defaultTab ?? row.defaultTab,
    header: own?.header ?? row.header,
  };
}
