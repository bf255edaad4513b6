import { domainImports } from './testing/domain-imports';

describe('domain dependencies (issue 20: the domains read in one direction)', () => {
  const imports = domainImports(__dirname);
  const reads = (from: string, to: string) => imports.get(from)?.get(to) ?? [];

  it('reads every domain of src/', () => {
    expect([...imports.keys()]).toEqual(
      expect.arrayContaining(['runs', 'jobs', 'live', 'lab', 'sync', 'wizard']),
    );
  });

  it('never has a domain import the barrel, which reads every domain', () => {
    const offenders = [...imports].flatMap(([domain, targets]) =>
      (targets.get('') ?? []).map((file) => `${domain}: ${file}`),
    );
    expect(offenders).toEqual([]);
  });

  // A new cycle is broken by moving the type, constant or rule that points the wrong way into the
  // lower domain (or a small domain of its own, as run-fields/ is), never by letting the pair be.
  it('has no two domains import each other', () => {
    const cycles: string[] = [];
    for (const [domain, targets] of imports) {
      for (const target of targets.keys()) {
        if (domain < target && reads(target, domain).length) {
          cycles.push(
            `${domain} → ${target} (${reads(domain, target).join(', ')}) and ` +
              `${target} → ${domain} (${reads(target, domain).join(', ')})`,
          );
        }
      }
    }
    expect(cycles).toEqual([]);
  });

  it('has no longer cycle either', () => {
    const edges = (domain: string) => [...(imports.get(domain)?.keys() ?? [])];
    const done = new Set<string>();
    const findCycle = (domain: string, path: readonly string[]): string[] | undefined => {
      if (path.includes(domain)) return [...path.slice(path.indexOf(domain)), domain];
      if (done.has(domain)) return undefined;
      for (const target of edges(domain)) {
        const cycle = findCycle(target, [...path, domain]);
        if (cycle) return cycle;
      }
      done.add(domain);
      return undefined;
    };
    // Each cycle once, from its first domain in alphabetical order; pairs are the test above's.
    const cycles = new Set<string>();
    for (const domain of imports.keys()) {
      const cycle = findCycle(domain, [])?.slice(1);
      if (!cycle || cycle.length < 3) continue;
      const first = cycle.indexOf([...cycle].sort()[0]!);
      const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
      cycles.add([...rotated, rotated[0]].join(' → '));
    }
    expect([...cycles]).toEqual([]);
  });
});
