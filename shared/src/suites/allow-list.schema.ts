import { z } from 'zod';

/** The allow-list call (doc 2 §7). */
export const ALLOWED_SCENARIOS_API_PATH = '/api/scenarios';

/** One name of the allow list: a scenario the user's customers may run (doc 3 §3, §7 'GET /api/scenarios'). */
const allowedScenarioSchema = z.object({ name: z.string().min(1) });
export type AllowedScenario = z.infer<typeof allowedScenarioSchema>;

export const allowedScenariosSchema = z.array(allowedScenarioSchema);
