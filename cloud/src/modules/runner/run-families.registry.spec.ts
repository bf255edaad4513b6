import { PLAYED_RUN_FAMILIES, type PlayedRunFamilyId } from '@oak/shared';
import { type AnyRunFamily } from './run-family.port';
import { RUN_FAMILIES, RunFamilies, registryProblems } from './run-families.registry';

const plugIn = (id: string) => ({ id }) as unknown as AnyRunFamily;

describe('the run families registry (issue 28: one plug-in per played family, as the table says)', () => {
  const sut = new RunFamilies(RUN_FAMILIES.map((Family) => new Family()));

  it('has exactly one plug-in for each family the table says the runner plays', () => {
    expect(registryProblems(RUN_FAMILIES.map((Family) => new Family()))).toEqual([]);
    expect(RUN_FAMILIES.map((Family) => new Family().id).sort()).toEqual([...PLAYED_RUN_FAMILIES].sort());
  });

  it("finds a job's plug-in by the family stored with it, whatever the registry's order", () => {
    for (const id of PLAYED_RUN_FAMILIES) expect(sut.of(id)?.id).toBe(id);
    const reversed = new RunFamilies(RUN_FAMILIES.map((Family) => new Family()).reverse());
    for (const id of PLAYED_RUN_FAMILIES) expect(reversed.of(id)?.id).toBe(id);
    expect(sut.of('security')).toBeUndefined();
  });

  it('refuses to start with a played family missing, one played twice, or one the table does not play', () => {
    const [first, ...rest] = PLAYED_RUN_FAMILIES as readonly PlayedRunFamilyId[];
    expect(registryProblems(rest.map(plugIn))).toEqual([`no plug-in plays the family ${first}`]);
    expect(registryProblems([...PLAYED_RUN_FAMILIES, first!].map(plugIn))).toEqual([
      `two plug-ins play the family ${first}`,
    ]);
    expect(registryProblems([...PLAYED_RUN_FAMILIES, 'security'].map(plugIn))).toEqual([
      'the family security is not one the family table says is played',
    ]);
    expect(() => new RunFamilies(rest.map(plugIn))).toThrow(/do not match the family table/);
  });
});
