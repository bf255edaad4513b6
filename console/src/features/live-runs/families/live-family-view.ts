import {
  type FunctionalTestCase,
  type JobOptions,
  type LiveFamilyLayout,
  type LiveJobFeed,
  type LiveLoadingView,
  type LiveTabId,
  type ScenarioSuite,
} from '@oak/shared';
import { type ReactNode } from 'react';

/** What a live card knows of its run, given to its family's view. */
export interface LiveFamilyContext {
  /** The job's live feed; `feed.job` is the job as it is now. */
  readonly feed: LiveJobFeed;
  readonly options?: JobOptions;
  readonly suite?: ScenarioSuite;
  readonly scenarioType?: string;
  /** The family's tabs and header (shared's LIVE_FAMILY_TABLE). */
  readonly layout: LiveFamilyLayout;
  readonly running: boolean;
  readonly now: Date;
  /** What a tab shows before the run's first figures (doc 1 §2.17). */
  readonly loading: LiveLoadingView;
  /** The props of LiveDataGate every gated tab takes. */
  readonly gate: { readonly jobId: string; readonly autoSyncing: boolean };
  /** Opens one of the card's tabs. */
  readonly openTab: (tab: LiveTabId) => void;
}

/** What a family adds to the card: its tabs' contents and what stands over them. */
export interface LiveFamilyContent {
  /** The contents of the family's tabs; Test Details is every card's own, with testDetails above its fields. */
  readonly panels: Partial<Record<LiveTabId, ReactNode>>;
  /** Something shown over the card, as the BDD runs' manual-step dialog. */
  readonly overlay?: ReactNode;
  /** The cases a functional run's progress header reads (doc 1 §4.1); none for the others. */
  readonly progressCases?: readonly FunctionalTestCase[];
  /** The operator picked a tab. */
  readonly onTabPicked?: () => void;
}

/** One family's part of the live card (ARCHITECTURE.md "Test families as plug-ins"). */
export interface LiveFamilyView {
  /**
   * A hook, which the card calls on each render: a job's family never
   * changes, so the hooks of a card's view keep their order.
   */
  readonly useContent: (context: LiveFamilyContext) => LiveFamilyContent;
}
