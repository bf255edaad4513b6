import { Random } from '@oak/simulator';

/**
 * Hostile HTTP requests generated from the API's own OpenAPI document (issue
 * 'Hardening', the fuzz test): every route, with wrong types, missing
 * fields, huge and deeply nested values, NUL characters and invalid UTF-8, in
 * the path, the query and the body, under every kind of caller. Seeded, so a
 * failure found once is found again.
 */

/** Who sends a request: the company's admin, another company's user, nobody, or a forged token. */
export type HostileCaller = 'admin' | 'foreign' | 'anonymous' | 'forged';

export interface HostileRequest {
  readonly method: string;
  /** The route's path with its parameters filled in, already percent-encoded, under `/api`. */
  readonly path: string;
  /** The raw query string, already encoded (it may hold invalid encodings on purpose). */
  readonly query: string;
  readonly caller: HostileCaller;
  readonly contentType?: string;
  readonly body?: Buffer;
  /** What was done to the request, for the failure report. */
  readonly mutation: string;
}

interface OpenApiSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, OpenApiSchema>>;
  readonly required?: readonly string[];
  readonly items?: OpenApiSchema;
  readonly enum?: readonly unknown[];
  readonly anyOf?: readonly OpenApiSchema[];
  readonly oneOf?: readonly OpenApiSchema[];
}

interface OpenApiOperation {
  readonly parameters?: readonly { readonly name: string; readonly in: string }[];
  readonly requestBody?: { readonly content?: Readonly<Record<string, { readonly schema?: OpenApiSchema }>> };
}

export interface OpenApiDocument {
  readonly paths: Readonly<Record<string, Readonly<Record<string, OpenApiOperation>>>>;
}

export interface HostileCorpusOptions {
  readonly seed: string;
  readonly count: number;
  /** Ids of another company's records: a route must answer them as unknown. */
  readonly foreignIds: readonly string[];
  /** Operations left out, as `METHOD /path` of the document (e.g. sign-out, which would end the session). */
  readonly skip?: readonly string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Path segments a route must refuse or not find (percent-encoded as sent). */
const HOSTILE_SEGMENTS = [
  'not-a-uuid',
  '0',
  '-1',
  'null',
  'undefined',
  '%00',
  'a%00b',
  '%FF%FE%FD',
  '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd',
  '%E2%80%AE',
  encodeURIComponent("' OR '1'='1"),
  encodeURIComponent('{{7*7}}${7*7}'),
  encodeURIComponent('<script>alert(1)</script>'),
  'x'.repeat(4096),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

/** Values of the wrong type, or of the right type and the wrong size, for any field. */
const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  0.000001,
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\uFFFF\uFFFE',
  '\uD800',
  '💥'.repeat(100),
  '9'.repeat(400),
  '-271821-04-20T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '99999-12-31',
  'x'.repeat(100_000),
  [],
  [null],
  {},
  { $gt: '' },
  JSON.parse('{"__proto__": {"admin": true}}') as unknown,
  { constructor: { prototype: { admin: true } } },
  ['a\u0000'],
];

function typeOf(schema: OpenApiSchema | undefined): string | undefined {
  const type = schema?.type;
  return Array.isArray(type) ? type[0] : (type as string | undefined);
}

/** A value of the schema's shape, as a well-behaved client would send. */
function sample(schema: OpenApiSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return 'x';
  if (schema.enum?.length) return schema.enum[0];
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative) return sample(alternative, depth + 1);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, depth + 1)]),
      );
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    default:
      return 'x';
  }
}

function nestedJson(levels: number): string {
  return '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

/** The ways a body goes wrong, each as the bytes sent and their content type. */
function hostileBodies(
  schema: OpenApiSchema | undefined,
  random: Random,
): { mutation: string; contentType?: string; body?: Buffer }[] {
  const shaped = sample(schema);
  const fields = Object.keys(schema?.properties ?? {});
  const json = (value: unknown, mutation: string) => ({
    mutation,
    contentType: 'application/json',
    body: Buffer.from(JSON.stringify(value)),
  });
  const pick = () => HOSTILE_VALUES[random.int(HOSTILE_VALUES.length)];
  const bodies = [
    json(shaped, 'the shaped body'),
    json(pick(), 'a hostile value as the whole body'),
    {
      mutation: 'JSON nested 2000 levels',
      contentType: 'application/json',
      body: Buffer.from(nestedJson(2000)),
    },
    { mutation: 'JSON nested 40 levels', contentType: 'application/json', body: Buffer.from(nestedJson(40)) },
    {
      mutation: 'truncated JSON',
      contentType: 'application/json',
      body: Buffer.from('{"name": "x", "a": [1, 2'),
    },
    {
      mutation: 'invalid UTF-8 in a JSON string',
      contentType: 'application/json; charset=utf-8',
      body: Buffer.concat([
        Buffer.from('{"name":"'),
        Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xa0, 0xa1]),
        Buffer.from('"}'),
      ]),
    },
    {
      mutation: 'an unknown charset',
      contentType: 'application/json; charset=ebcdic-xx',
      body: Buffer.from('{}'),
    },
    {
      mutation: 'corrupt gzip',
      contentType: 'application/json',
      body: Buffer.from('\u001f\u008b\u0008garbage'),
    },
    {
      mutation: 'XML instead of JSON',
      contentType: 'application/xml',
      body: Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "a">]><x>&a;</x>'),
    },
    {
      mutation: 'a form body',
      contentType: 'application/x-www-form-urlencoded',
      body: Buffer.from('name=%00&a[b][c][d]=1&a=2'),
    },
    {
      mutation: 'a broken multipart body',
      contentType: 'multipart/form-data; boundary=XYZ',
      body: Buffer.from(
        '--XYZ\r\nContent-Disposition: form-data; name="a\u0000"; filename="\u0000.zip"\r\n\r\nabc\r\n--XY',
      ),
    },
    { mutation: 'no body', contentType: 'application/json' },
  ];
  for (const field of fields) {
    const value = pick();
    bodies.push(json({ ...(shaped as object), [field]: value }, `${field} = ${describe(value)}`));
    const missing = { ...(shaped as Record<string, unknown>) };
    delete missing[field];
    bodies.push(json(missing, `${field} missing`));
  }
  return bodies;
}

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

function hostileQuery(parameters: readonly string[], random: Random): { query: string; mutation: string } {
  const parts: string[] = [];
  const notes: string[] = [];
  for (const name of parameters) {
    const choice = random.int(6);
    const value =
      choice === 0
        ? encodeURIComponent(
            JSON.stringify({ id: 'not-a-uuid', createdAt: { lte: '-271821-04-20T00:00:00Z' } }),
          )
        : choice === 1
          ? '%00'
          : choice === 2
            ? '%FF%FE'
            : choice === 3
              ? encodeURIComponent(nestedJson(500))
              : choice === 4
                ? encodeURIComponent(describe(HOSTILE_VALUES[random.int(HOSTILE_VALUES.length)]))
                : 'x'.repeat(8000);
    parts.push(`${encodeURIComponent(name)}=${value}`, `${encodeURIComponent(name)}[a][b]=1`);
    notes.push(`${name}#${choice}`);
  }
  parts.push('__proto__[admin]=1', 'constructor[prototype][admin]=1');
  return { query: parts.join('&'), mutation: `query ${notes.join(',') || 'pollution only'}` };
}

/** At least `count` hostile requests, cycling through every operation of the document. */
export function hostileHttpCorpus(
  document: OpenApiDocument,
  options: HostileCorpusOptions,
): HostileRequest[] {
  const random = new Random(options.seed);
  const skip = new Set(options.skip ?? []);
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method] && !skip.has(`${method.toUpperCase()} ${path}`)).map(
      (method) => ({ path, method, operation: item[method]! }),
    ),
  );
  const callers: readonly HostileCaller[] = [
    'admin',
    'admin',
    'admin',
    'admin',
    'foreign',
    'anonymous',
    'forged',
  ];
  const segments = [...HOSTILE_SEGMENTS, ...options.foreignIds];
  const requests: HostileRequest[] = [];
  for (let round = 0; requests.length < options.count; round++) {
    for (const { path, method, operation } of operations) {
      const parameters = operation.parameters ?? [];
      const filled = path.replace(/\{[^}]+\}/g, () => segments[random.int(segments.length)]!);
      const query = hostileQuery(
        parameters.filter((p) => p.in === 'query').map((p) => p.name),
        random,
      );
      const content = operation.requestBody?.content ?? {};
      const schema = (content['application/json'] ?? content['multipart/form-data'])?.schema;
      const bodies =
        method === 'get' || method === 'delete' ? [{ mutation: 'no body' }] : hostileBodies(schema, random);
      const body = bodies[(round + random.int(bodies.length)) % bodies.length]!;
      requests.push({
        method: method.toUpperCase(),
        path: filled.startsWith('/') ? filled : `/${filled}`,
        query: query.query,
        caller: callers[random.int(callers.length)]!,
        ...body,
        mutation: `${body.mutation}; ${query.mutation}`,
      });
    }
  }
  return requests;
}
