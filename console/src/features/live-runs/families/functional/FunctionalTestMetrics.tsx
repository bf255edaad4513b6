import { Accordion, Badge, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  FUNCTIONAL_METRICS_LABELS,
  type FunctionalTestCase,
  LIVE_TAB_LABELS,
  type LiveTestStats,
  functionalRunCategoryLabel,
  functionalCategorySections,
} from '@oak/shared';
import { useMemo } from 'react';
import { TestStatusBadge } from '../../../../components/status/TestStatusBadge';
import { runningFunctionalCase } from './functional-cases.util';
import { functionalMetricItems } from './functional-metrics.util';
import { FunctionalCaseTable } from './FunctionalCaseTable';
import { MetricsGrid } from '../../components/MetricsGrid';

/** The case being played or evaluated now, with the running animation (doc 1 §2.6, §4.3). */
function InProgressLine({ testCase }: { testCase: FunctionalTestCase }) {
  return (
    <HStack role="status" gap="2" fontSize="sm" wrap="wrap">
      <Spinner size="xs" color="blue.solid" aria-hidden />
      <Text as="span" fontWeight="semibold">
        {FUNCTIONAL_METRICS_LABELS.testCaseInProgress}
      </Text>
      <Text as="span">{testCase.testCaseName}</Text>
      <Badge variant="outline">{functionalRunCategoryLabel(testCase.testCaseCategory)}</Badge>
    </HStack>
  );
}

/**
 * The Test Metrics tab of a functional run (doc 1 §2.6): the summary grid, the
 * case in progress, and a section per category, each with its status (queued
 * until the status map gives one, doc 1 §4.3) and its test-case table.
 * Which sections are open is the card's, so it survives a visit to the
 * utterance details.
 */
export function FunctionalTestMetrics({
  stats,
  cases,
  mobile,
  running,
  now,
  openCategories,
  onOpenCategoriesChange,
  onShowUtterances,
}: {
  stats: LiveTestStats;
  cases: readonly FunctionalTestCase[];
  mobile: boolean;
  running: boolean;
  now: Date;
  openCategories: string[];
  onOpenCategoriesChange: (categories: string[]) => void;
  onShowUtterances: (testCase: FunctionalTestCase) => void;
}) {
  const statusMap = stats.testCaseCategoryStatusMap;
  const sections = useMemo(() => functionalCategorySections(cases, statusMap), [cases, statusMap]);
  const inProgress = runningFunctionalCase(cases);
  return (
    <Stack gap="4">
      <MetricsGrid
        label={LIVE_TAB_LABELS.testMetrics}
        columns={{ base: 1, md: 2 }}
        items={functionalMetricItems({ stats, cases, running, now })}
      />
      {inProgress && <InProgressLine testCase={inProgress} />}
      <Accordion.Root
        multiple
        collapsible
        lazyMount
        unmountOnExit
        variant="enclosed"
        value={openCategories}
        onValueChange={({ value }) => onOpenCategoriesChange(value)}
      >
        {sections.map((section) => (
          <Accordion.Item key={section.category} value={section.category}>
            <Accordion.ItemTrigger>
              <HStack flex="1" gap="3">
                <Text fontWeight="semibold">{section.label}</Text>
                <TestStatusBadge status={section.status} />
              </HStack>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <FunctionalCaseTable
                  label={section.label}
                  testCases={section.testCases}
                  mobile={mobile}
                  onShowUtterances={onShowUtterances}
                />
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Stack>
  );
}
