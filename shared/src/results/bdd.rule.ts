import { isRunningStatus, normalizeTestStatus } from '../statuses';
import { type BddActionRequest } from './bdd-request.schema';
import {
  BDD_DEVICE_CARDS_PER_PAGE,
  BDD_NEGATIVE_STATEMENT_STATES,
  BDD_PAUSE_EXECUTION_STATE,
  BDD_POSITIVE_STATEMENT_STATES,
  BDD_RUN_STATUSES,
} from './bdd.constant';
import { type BddActionMessage, type BddRunData, type BddScenario } from './bdd.schema';

/** How a statement's state is coloured (doc 1 §4.3). */
export type BddStatementTone = 'positive' | 'negative' | 'info';

/** SUCCESS or COMPLETE is positive, FAILED negative, anything else info (doc 1 §4.3). */
export function bddStatementTone(state: string | null | undefined): BddStatementTone {
  const value = (state ?? '').trim().toUpperCase();
  if ((BDD_POSITIVE_STATEMENT_STATES as readonly string[]).includes(value)) return 'positive';
  if ((BDD_NEGATIVE_STATEMENT_STATES as readonly string[]).includes(value)) return 'negative';
  return 'info';
}

/** The scenario in progress, else the first failed one, else the last (doc 1 §4.6). */
export function bddCurrentScenario(scenarios: readonly BddScenario[]): BddScenario | undefined {
  return (
    scenarios.find((s) => isRunningStatus(normalizeTestStatus(s.state))) ??
    scenarios.find((s) => normalizeTestStatus(s.state) === 'FAILED') ??
    scenarios[scenarios.length - 1]
  );
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
