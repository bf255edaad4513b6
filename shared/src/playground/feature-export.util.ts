import { PRODUCT_SHORT_NAME } from '../product/product.constant';
import { type ChatItem, type FeaturePair } from './playground.schema';

/** Quotes removed from feature pairs (doc 2 §3), so that the text can sit inside a quoted step. */
export function removeQuotes(text: string): string {
  return text.replace(/["“”]/g, '');
}

/**
 * The conversation as question-answer pairs (doc 2 §3): each completed human
 * utterance (Human) with the assistant's replies that follow it joined by a
 * space. Replies before any utterance, and utterances still in flight or
 * failed, make no pair.
 */
export function featurePairsFromHistory(history: readonly ChatItem[]): FeaturePair[] {
  const pairs: FeaturePair[] = [];
  let current: { Q: string; answers: string[] } | null = null;
  const close = () => {
    if (current) pairs.push({ Q: current.Q, A: current.answers.join(' ') });
  };
  for (const item of history) {
    if (item.type === 'Alexa') {
      current?.answers.push(removeQuotes(item.content).trim());
      continue;
    }
    close();
    current = item.type === 'Human' ? { Q: removeQuotes(item.content).trim(), answers: [] } : null;
  }
  close();
  return pairs;
}

/**
 * The columns of the utterance rows: the question and the answer it got,
 * named like the user-defined test template's (doc 2 §3 CSV template).
 */
const PLAYGROUND_EXPORT_COLUMNS = { utterance: 'asrText', answer: 'ttsResponseExpected' } as const;

/** A Gherkin table cell: backslash, pipe and line breaks escaped. */
function tableCell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, '\\n');
}

/**
 * exported.feature (doc 2 §9): a connect scenario, an execute scenario with
 * one utterance row per question, and a disconnect scenario. Execute is a
 * Scenario Outline, so each row runs as its own example; the step wording is
 * chosen. Parsed by @cucumber/gherkin in its spec.
 */
export function buildExportedFeature(
  pairs: readonly FeaturePair[],
  device: { readonly dsn: string; readonly customerId: string },
): string {
  const dsn = removeQuotes(device.dsn);
  const customerId = removeQuotes(device.customerId);
  const { utterance, answer } = PLAYGROUND_EXPORT_COLUMNS;
  return [
    `Feature: ${PRODUCT_SHORT_NAME} Playground conversation`,
    '',
    '  Scenario: Connect',
    `    Given the device "${dsn}" of customer "${customerId}" is connected to ${PRODUCT_SHORT_NAME}`,
    '',
    '  Scenario Outline: Execute',
    `    When the user says "<${utterance}>"`,
    `    Then the assistant answers "<${answer}>"`,
    '',
    '    Examples:',
    `      | ${utterance} | ${answer} |`,
    ...pairs.map((pair) => `      | ${tableCell(pair.Q)} | ${tableCell(pair.A)} |`),
    '',
    '  Scenario: Disconnect',
    `    Then the device "${dsn}" is disconnected from ${PRODUCT_SHORT_NAME}`,
    '',
  ].join('\n');
}

/** exported.feature of a device's chat history (doc 2 §3 feature pairs, §9). */
export function exportedFeatureOfHistory(
  history: readonly ChatItem[],
  device: { readonly dsn: string; readonly customerId: string },
): string {
  return buildExportedFeature(featurePairsFromHistory(history), device);
}
