import { DEFAULT_DUT_TYPE, type FunctionalTestCase, LIVE_TAB_LABELS, type LiveTabId } from '@oak/shared';
import { useMemo } from 'react';
import { LiveDataGate } from '../../components/LiveDataGate';
import { type LiveFamilyContext, type LiveFamilyContent, type LiveFamilyView } from '../live-family-view';
import { FunctionalTestMetrics } from './FunctionalTestMetrics';
import { FunctionalUtteranceDetails } from './FunctionalUtteranceDetails';
import { functionalCaseKey, readFunctionalTestCases } from './functional-cases.util';
import { useFunctionalSections } from './useFunctionalSections';

/** The utterance details tabs of a functional run (doc 1 §2.2): one or the other, by scenario type. */
const UTTERANCE_TABS: readonly LiveTabId[] = ['utteranceDetailsCloud', 'utteranceDetails'];

function useFunctionalContent(context: LiveFamilyContext): LiveFamilyContent {
  const { feed, layout, scenarioType, running, now, gate, loading, openTab } = context;
  const stats = feed.testStats;
  const cases = useMemo(
    () => readFunctionalTestCases(stats.functionalTestCases),
    [stats.functionalTestCases],
  );
  const sections = useFunctionalSections();
  // Mobile functional adds its device validation (doc 1 §2.6).
  const mobile = scenarioType === 'MOBILE_FUNCTIONAL';
  const utteranceTab = layout.tabs.find((id) => UTTERANCE_TABS.includes(id));
  const showUtterances = (testCase: FunctionalTestCase) => {
    sections.showCase(functionalCaseKey(testCase));
    if (utteranceTab) openTab(utteranceTab);
  };
  const panels: LiveFamilyContent['panels'] = {
    testMetrics: (
      <LiveDataGate {...gate} label={LIVE_TAB_LABELS.testMetrics} loading={loading}>
        <FunctionalTestMetrics
          stats={stats}
          cases={cases}
          mobile={mobile}
          running={running}
          now={now}
          openCategories={sections.openCategories}
          onOpenCategoriesChange={sections.setOpenCategories}
          onShowUtterances={showUtterances}
        />
      </LiveDataGate>
    ),
  };
  if (utteranceTab) {
    panels[utteranceTab] = (
      <LiveDataGate {...gate} label={LIVE_TAB_LABELS[utteranceTab]} loading={loading}>
        <FunctionalUtteranceDetails
          cases={cases}
          mobile={mobile}
          assistant={stats.simulationOptions?.testConfig?.dutType ?? DEFAULT_DUT_TYPE}
          openCases={sections.openCases}
          onOpenCasesChange={sections.setOpenCases}
          focusCase={sections.focusCase}
          onBack={() => {
            sections.clearFocus();
            openTab('testMetrics');
          }}
        />
      </LiveDataGate>
    );
  }
  return { panels, progressCases: cases, onTabPicked: sections.clearFocus };
}

/**
 * The functional family's live view (doc 1 §2.6): the summary and the cases
 * by category, and each case's utterances in the utterance details tab.
 */
export const functionalLiveView: LiveFamilyView = { useContent: useFunctionalContent };
