import { z } from 'zod';

/**
 * One Gherkin statement of a scenario with its state and the report of what
 * happened (doc 1 §3). Report items are named values; a value that is an http
 * or https URL is a recording to download (doc 1 §5).
 */
const bddStatementSchema = z.object({
  statement: z.string(),
  state: z.string(),
  response: z.object({ report: z.record(z.string(), z.unknown()).default({}) }).nullish(),
});
export type BddStatement = z.infer<typeof bddStatementSchema>;

/** A scenario of the run with its statements (doc 1 §3); states are read through normalizeTestStatus. */
export const bddScenarioSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  statements: z.array(bddStatementSchema).default([]),
});
export type BddScenario = z.infer<typeof bddScenarioSchema>;

/** What the run asks of the operator, e.g. manual steps while executionState is PAUSE (doc 1 §3, §4.6). */
export const bddActionMessageSchema = z.object({
  id: z.string(),
  executionState: z.string(),
  message: z.string().nullish(),
});
export type BddActionMessage = z.infer<typeof bddActionMessageSchema>;

/** The live data of an ACM/AQTUDTV2 (BDD style) run (doc 1 §3 BDD/ACM data). */
export const bddRunDataSchema = z.object({
  payload: z.array(bddScenarioSchema).default([]),
  testStatus: z.object({ status: z.string() }).nullish(),
  action_message_to_show_in_console: bddActionMessageSchema.nullish(),
});
export type BddRunData = z.infer<typeof bddRunDataSchema>;
