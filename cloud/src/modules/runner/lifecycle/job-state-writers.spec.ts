import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One owner of a lab job's state (issue 28): nothing in the cloud's sources
 * but JobLifecycle, through its JobStates port on Postgres, writes `lab_jobs.state` (or the end it writes with it:
 * finished_at, failure_class, verdict), neither by SQL nor through TypeORM. Creating a
 * job (its first state, requested) is not a change and is not looked for.
 * The finder is shown firing and silent on probes first, so a finder that
 * stopped matching fails here rather than passing the tree.
 */

const SOURCE_ROOT = path.resolve(__dirname, '../../..');
/** JobLifecycle decides each change; TypeOrmJobStates, its port on Postgres, writes it. */
const OWNERS = ['job-lifecycle.service.ts', 'job-states.typeorm.ts'].map((file) =>
  path.join('modules', 'runner', 'lifecycle', file),
);
/** The columns only the lifecycle writes, as TypeORM names them and as Postgres does. */
const OWNED = /\b(state|finishedAt|failureClass|verdict|finished_at|failure_class)\b\s*[:=]/;

/** The text between the parenthesis at `open` and the one that closes it. */
function argumentsAt(source: string, open: number): string {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    if (source[index] === '(') depth += 1;
    else if (source[index] === ')' && (depth -= 1) === 0) return source.slice(open + 1, index);
  }
  return source.slice(open + 1);
}

/** The arguments of a call, split at its own commas (not those of nested objects or calls). */
function splitArguments(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (const [index, char] of [...text].entries()) {
    if ('({['.includes(char)) depth += 1;
    else if (')}]'.includes(char)) depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Each write of a lab job's owned columns in `source`: raw SQL, a repository's or manager's update, a builder's set. */
function jobStateWrites(source: string): string[] {
  if (!/LabJobRecord|lab_jobs/.test(source)) return [];
  const writes: string[] = [];
  for (const match of source.matchAll(/UPDATE\s+lab_jobs\b([^;`]*?)(WHERE|RETURNING|`|;)/gi))
    if (OWNED.test(match[1]!)) writes.push(match[0].replace(/\s+/g, ' ').trim());
  for (const match of source.matchAll(/\.(update|set)\(/g)) {
    const args = splitArguments(argumentsAt(source, match.index + match[0].length - 1));
    // repository.update(where, changes); manager.update(Entity, where, changes); builder.set(changes)
    const changes =
      match[1] === 'set' ? args[0] : args.length === 3 && args[0] === 'LabJobRecord' ? args[2] : args[1];
    // A builder's set takes the changes alone; a two-argument set is another API's (a metric's labels and value).
    const forJobs = match[1] === 'set' ? args.length === 1 : args.length !== 3 || args[0] === 'LabJobRecord';
    if (forJobs && changes && OWNED.test(changes))
      writes.push(`${match[0]}${args.join(', ')})`.replace(/\s+/g, ' '));
  }
  return writes;
}

function sourcesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return ['migrations', 'testing'].includes(entry.name) ? [] : sourcesUnder(full);
    return /\.ts$/.test(entry.name) && !/\.(spec|integration-spec|e2e-spec)\.ts$/.test(entry.name)
      ? [full]
      : [];
  });
}

describe('the one writer of a lab job state', () => {
  it.each([
    [
      'a raw SQL update',
      "const SQL = `UPDATE lab_jobs SET state = 'started' WHERE id = $1`; // LabJobRecord",
    ],
    ['a repository update', "this.jobs.update({ id }, { state: 'failed' }); // LabJobRecord"],
    [
      'an end time',
      'this.jobs.update({ id, state: In(from) }, { finishedAt: () => "now()" }); // LabJobRecord',
    ],
    ['a manager update', "manager.update(LabJobRecord, { id }, { state: 'canceled' });"],
    ['a query builder', "qb.update(LabJobRecord).set({ failureClass: 'oak' }).execute();"],
  ])('finds %s', (_name, source) => {
    expect(jobStateWrites(source)).toHaveLength(1);
  });

  it.each([
    ['a lookup by state', "this.jobs.count({ where: { labId, state: In(['started']) } }); // LabJobRecord"],
    [
      'an update conditional on state',
      "this.jobs.update({ id, state: 'failed' }, { testStatus: 'x' }); // LabJobRecord",
    ],
    ["another table's state", 'manager.update(LabRecord, { id }, { state: 1 }); // LabJobRecord'],
    ['a file without lab jobs', "this.actions.update({ id }, { state: 'complete' });"],
    ['a mail stamp', 'UPDATE lab_jobs SET completion_mail_sent_at = now() WHERE id = $1'],
    [
      "a metric's labels",
      "gauge.set({ state: row.state, family: row.family }, row.runs); // 'SELECT state FROM lab_jobs'",
    ],
  ])('leaves %s alone', (_name, source) => {
    expect(jobStateWrites(source)).toEqual([]);
  });

  it('is JobLifecycle with its port, and nothing else in the sources writes it', () => {
    const sources = sourcesUnder(SOURCE_ROOT);
    const owners = sources.filter((file) => OWNERS.some((owner) => file.endsWith(owner)));
    expect(owners).toHaveLength(OWNERS.length);
    expect(owners.flatMap((owner) => jobStateWrites(readFileSync(owner, 'utf8'))).length).toBeGreaterThan(0);
    const others = sources
      .filter((file) => !owners.includes(file))
      .flatMap((file) =>
        jobStateWrites(readFileSync(file, 'utf8')).map(
          (write) => `${path.relative(SOURCE_ROOT, file)}: ${write}`,
        ),
      );
    expect(others).toEqual([]);
  });
});
