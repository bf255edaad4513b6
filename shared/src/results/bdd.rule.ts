import { isFailureStatus, isRunningStatus, normalizeTestStatus } from '../statuses';
import { type BddActionRequest } from './bdd-request.schema';
import {
  BDD_DEVICE_CARDS_PER_PAGE,
  BDD_NEGATIVE_STATEMENT_STATES,
  BDD_PAUSE_EXECUTION_STATE,
  BDD_POSITIVE_STATEMENT_STATES,
  BDD_RUN_STATUSES,
} from './bdd.constant';
import { BDD_DEVICE_FIELDS, BDD_VIEW_TEXTS } from './bdd.messages';
import {
  type BddActionMessage,
  type BddRunData,
  type BddScenario,
  type BddStatement,
  bddScenarioSchema,
} from './bdd.schema';

/** How a statement's state is coloured (doc 1 §4.3). */
export type BddStatementTone = 'positive' | 'negative' | 'info';

/** SUCCESS or COMPLETE is positive, FAILED negative, anything else info (doc 1 §4.3). */
export function bddStatementTone(state: string | null | undefined): BddStatementTone {
  const value = (state ?? '').trim().toUpperCase();
  if ((BDD_POSITIVE_STATEMENT_STATES as readonly string[]).includes(value)) return 'positive';
  if ((BDD_NEGATIVE_STATEMENT_STATES as readonly string[]).includes(value)) return 'negative';
  return 'info';
}

/**
 * How a scenario's state badge is coloured (chosen after doc 1 §4.3): done is
 * positive, failed negative, in progress running, anything else info.
 */
export type BddScenarioTone = BddStatementTone | 'running';

export function bddScenarioTone(state: string | null | undefined): BddScenarioTone {
  const status = normalizeTestStatus(state);
  if (status === 'SUCCEEDED') return 'positive';
  if (isFailureStatus(status) || status === 'TIME_OUT') return 'negative';
  if (isRunningStatus(status)) return 'running';
  return 'info';
}

/**
 * The scenarios a 'payload' change carries (doc 1 §3): a scenario that does
 * not read as one is left out; a payload that is no list gives none.
 */
export function parseBddScenarios(payload: unknown): BddScenario[] {
  if (!Array.isArray(payload)) return [];
  return payload.flatMap((item) => {
    const parsed = bddScenarioSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The scenario in progress, else the first failed one, else the last (doc 1 §4.6). */
export function bddCurrentScenario(scenarios: readonly BddScenario[]): BddScenario | undefined {
  return (
    scenarios.find((s) => isRunningStatus(normalizeTestStatus(s.state))) ??
    scenarios.find((s) => normalizeTestStatus(s.state) === 'FAILED') ??
    scenarios[scenarios.length - 1]
  );
}

/** The scenario the operator picked while it is listed, else the current one (doc 1 §2.14, §4.6). */
export function bddSelectedScenario(
  scenarios: readonly BddScenario[],
  chosenId: string | undefined,
): BddScenario | undefined {
  return scenarios.find((s) => s.id === chosenId) ?? bddCurrentScenario(scenarios);
}

/** The action waiting for the operator: one whose execution state is PAUSE (doc 1 §4.6). */
export function bddPendingAction(
  data: Pick<BddRunData, 'action_message_to_show_in_console'>,
): BddActionMessage | undefined {
  const action = data.action_message_to_show_in_console;
  return action?.executionState.toUpperCase() === BDD_PAUSE_EXECUTION_STATE ? action : undefined;
}

/** Confirm sends state complete; cancel sends state failed (doc 1 §4.6, §7). */
export function bddActionRequest(jobId: string, actionId: string, confirmed: boolean): BddActionRequest {
  return {
    jobId,
    actionId,
    body: confirmed ? { message: 'confirm', state: 'complete' } : { message: 'cancel', state: 'failed' },
  };
}

/** What the run header shows: a spinner while STARTING, 'Test Completed' once SUCCEEDED (doc 1 §4.6). */
export type BddRunView = 'starting' | 'running' | 'succeeded';

export function bddRunView(status: string | null | undefined): BddRunView {
  const value = (status ?? '').toUpperCase();
  if (value === BDD_RUN_STATUSES.starting) return 'starting';
  if (value === BDD_RUN_STATUSES.succeeded) return 'succeeded';
  return 'running';
}

/** A report value shows as 'Download recording' only if it is an http or https URL (doc 1 §5). */
export function isBddRecordingLink(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\/[^\s/?#]+\S*$/i.test(value.trim());
}

/** One item of a statement's report as the Response column lists it (doc 1 §2.14, §5). */
export interface BddReportItem {
  readonly name: string;
  /** The value as text; the URL itself for a recording. */
  readonly value: string;
  /** The value is an http or https URL: shown as 'Download recording'. */
  readonly recording: boolean;
}

function reportText(value: unknown): string {
  if (value === null || value === undefined || value === '') return BDD_VIEW_TEXTS.emptyValue;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The report items of a statement's response, in the report's order (doc 1 §2.14, §5). */
export function bddReportItems(statement: Pick<BddStatement, 'response'>): BddReportItem[] {
  return Object.entries(statement.response?.report ?? {}).map(([name, value]) =>
    isBddRecordingLink(value)
      ? { name, value: value.trim(), recording: true }
      : { name, value: reportText(value), recording: false },
  );
}

/** A device of the job's mapping, as a Device Info card shows it (doc 1 §2.14, §3). */
export interface BddDeviceMappingEntry {
  readonly customerId?: string | null;
  readonly dsn?: string | null;
  readonly amazonId?: string | null;
  readonly deviceName?: string | null;
}

export interface BddDeviceCard extends BddDeviceMappingEntry {
  readonly tag: string;
}

/**
 * The Device Info cards from a job's device mapping (doc 1 §2.14): one card
 * per device, labelled by its tag, in the mapping's order with leadTag first.
 * The mapping is the lab job's deviceMapping and leadTag its DUT tag (both of
 * the jobs domain); a tag may hold one device or several.
 */
export function bddDeviceCards(
  deviceMapping: Readonly<Record<string, BddDeviceMappingEntry | readonly BddDeviceMappingEntry[]>>,
  leadTag?: string,
): BddDeviceCard[] {
  const tags = Object.keys(deviceMapping).sort((a, b) => Number(b === leadTag) - Number(a === leadTag));
  return tags.flatMap((tag) => {
    const entry = deviceMapping[tag];
    const devices: readonly BddDeviceMappingEntry[] = Array.isArray(entry)
      ? entry
      : [entry as BddDeviceMappingEntry];
    return devices.map((device) => ({ tag, ...device }));
  });
}

/** A device card's fields (doc 1 §2.14) with their labels; a missing value reads '-'. */
export interface BddDeviceField {
  readonly key: keyof typeof BDD_DEVICE_FIELDS;
  readonly label: string;
  readonly value: string;
}

export function bddDeviceCardFields(card: BddDeviceMappingEntry): BddDeviceField[] {
  return (Object.keys(BDD_DEVICE_FIELDS) as (keyof typeof BDD_DEVICE_FIELDS)[]).map((key) => ({
    key,
    label: BDD_DEVICE_FIELDS[key],
    value: card[key]?.trim() || BDD_VIEW_TEXTS.emptyValue,
  }));
}

/** One page of cards, 1-based, grouped by tag in order (doc 1 §2.14: 6 cards per page, grouped by device tag). */
export function bddDeviceCardPage(
  cards: readonly BddDeviceCard[],
  page: number,
  perPage: number = BDD_DEVICE_CARDS_PER_PAGE,
): { readonly tag: string; readonly cards: readonly BddDeviceCard[] }[] {
  const slice = cards.slice((page - 1) * perPage, page * perPage);
  const groups: { tag: string; cards: BddDeviceCard[] }[] = [];
  for (const card of slice) {
    const last = groups[groups.length - 1];
    if (last?.tag === card.tag) last.cards.push(card);
    else groups.push({ tag: card.tag, cards: [card] });
  }
  return groups;
}

/** The number of pages for a list (at least 1). */
export function bddPageCount(total: number, perPage: number = BDD_DEVICE_CARDS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The 1-based page the item at index falls on (the first page for an index not found). */
export function bddPageOf(index: number, perPage: number): number {
  return index < 0 ? 1 : Math.floor(index / perPage) + 1;
}

/** One page of a list, 1-based (doc 1 §2.14: the Scenarios table pages by 5 or a size picked). */
export function bddPageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}
