import { agentShadowDesiredSchema } from '@oak/shared';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type ReconcileCurrent, plan, updateBackoffMs } from './reconcile-plan.util';

/** Golden cases: each folder of golden/ holds current.json and desired.json, and the exact steps expected. */
const goldenDir = path.join(__dirname, 'golden');
const read = (name: string, file: string): unknown =>
  JSON.parse(readFileSync(path.join(goldenDir, name, file), 'utf8'));

describe('plan (golden)', () => {
  it.each(readdirSync(goldenDir))('%s', (name) => {
    const current = read(name, 'current.json') as ReconcileCurrent;
    const desired = agentShadowDesiredSchema.parse(read(name, 'desired.json'));
    expect(plan(current, desired)).toEqual(read(name, 'steps.json'));
  });
});

describe('updateBackoffMs', () => {
  it('waits 1 min after one attempt, doubling up to 1 h', () => {
    expect([1, 2, 3, 7, 20].map(updateBackoffMs)).toEqual([60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  });
});
