#!/usr/bin/env node
// Checks deploy/ without a Docker engine: the compose file parses and hangs
// together (images, dependencies, variables, mounted files), the Dockerfile copies
// only what exists, Mosquitto's config names its ACL, Prometheus scrapes services
// of the compose file, and the Grafana dashboards parse and name only metrics the
// cloud exports (and each of them). Part of `npm run lint`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const deploy = path.join(root, 'deploy');
const problems = [];
const problem = (file, message) => problems.push(`${path.relative(root, file)}: ${message}`);

function lintCompose(file) {
  const text = readFileSync(file, 'utf8');
  let doc;
  try {
    doc = parse(text, { merge: true });
  } catch (error) {
    problem(file, `not valid YAML: ${error.message}`);
    return;
  }
  const services = doc?.services;
  if (!services || typeof services !== 'object') return problem(file, 'has no services');

  const envExample = path.join(path.dirname(file), '.env.example');
  const declared = existsSync(envExample)
    ? new Set([...readFileSync(envExample, 'utf8').matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]))
    : new Set();
  for (const [, name, operator] of text.matchAll(/\$\{([A-Z0-9_]+)(:?[-?])?/g)) {
    if (!operator && !declared.has(name))
      problem(file, `\${${name}} has no default and is not in .env.example`);
  }

  const volumes = new Set(Object.keys(doc.volumes ?? {}));
  for (const [name, service] of Object.entries(services)) {
    if (!service.image && !service.build) problem(file, `service ${name} has neither image nor build`);
    if (service.build) {
      const context = path.resolve(path.dirname(file), service.build.context ?? '.');
      const dockerfile = path.resolve(context, service.build.dockerfile ?? 'Dockerfile');
      if (!existsSync(dockerfile))
        problem(file, `service ${name}: ${path.relative(root, dockerfile)} does not exist`);
      else lintDockerfile(dockerfile, context);
    }
    const dependsOn = Array.isArray(service.depends_on)
      ? service.depends_on
      : Object.keys(service.depends_on ?? {});
    for (const dependency of dependsOn) {
      if (!services[dependency]) problem(file, `service ${name} depends on unknown service ${dependency}`);
      if (dependency === name) problem(file, `service ${name} depends on itself`);
    }
    for (const volume of service.volumes ?? []) {
      const source = String(typeof volume === 'string' ? volume.split(':')[0] : volume.source);
      if (source.startsWith('.') || source.startsWith('/')) {
        if (!existsSync(path.resolve(path.dirname(file), source)))
          problem(file, `service ${name} mounts missing ${source}`);
      } else if (!volumes.has(source)) {
        problem(file, `service ${name} uses volume ${source}, which is not declared`);
      }
    }
    for (const port of service.ports ?? []) {
      if (!/^(\$\{[A-Z0-9_]+(:-\d+)?\}|\d+)(:\d+)?$/.test(String(port)))
        problem(file, `service ${name} has malformed port ${port}`);
    }
    const test = service.healthcheck?.test;
    if (test && !(Array.isArray(test) && ['CMD', 'CMD-SHELL', 'NONE'].includes(test[0]))) {
      problem(file, `service ${name} has a malformed healthcheck test`);
    }
  }
}

/**
 * Debian packages the cloud calls at run time: espeak-ng and sox make the
 * default resource pack; pocketsphinx and its US English model are the
 * default transcriber of the reference-mic validation (scripts/ensure-system-deps).
 */
const CLOUD_RUNTIME_PACKAGES = ['espeak-ng', 'sox', 'pocketsphinx', 'pocketsphinx-en-us'];

function lintDockerfile(file, context) {
  const lines = readFileSync(file, 'utf8').replace(/\\\n/g, ' ').split('\n');
  const stages = new Set();
  if (!lines.some((line) => /^FROM\s/i.test(line))) problem(file, 'has no FROM');
  // The image's own stage, the last one: an image that runs the cloud installs what it calls.
  const runtime = lines.slice(lines.findLastIndex((line) => /^FROM\s/i.test(line)));
  if (runtime.some((line) => line.includes('cloud/dist/cli/oak.js'))) {
    const installed = new Set(
      runtime.flatMap((line) =>
        [...line.matchAll(/apt-get install\s+([^&;]+)/g)].flatMap((m) => m[1].split(/\s+/)),
      ),
    );
    for (const pkg of CLOUD_RUNTIME_PACKAGES)
      if (!installed.has(pkg)) problem(file, `the cloud image does not install ${pkg}, which the cloud runs`);
  }
  for (const line of lines) {
    const from = line.match(/^FROM\s+\S+(?:\s+AS\s+(\S+))?/i);
    if (from?.[1]) stages.add(from[1].toLowerCase());
    const copy = line.match(/^COPY\s+(?:--from=(\S+)\s+)?(.+)$/i);
    if (!copy) continue;
    const parts = copy[2].trim().split(/\s+/);
    if (copy[1]) {
      if (!stages.has(copy[1].toLowerCase())) problem(file, `COPY --from=${copy[1]} names no earlier stage`);
      continue;
    }
    for (const source of parts.slice(0, -1)) {
      if (!existsSync(path.join(context, source))) problem(file, `COPY source ${source} does not exist`);
    }
  }
}

function lintMosquitto(file) {
  const conf = readFileSync(file, 'utf8');
  if (!/^allow_anonymous false$/m.test(conf)) problem(file, 'must refuse anonymous clients');
  const acl = conf.match(/^acl_file\s+(\S+)$/m);
  if (!acl) return problem(file, 'names no acl_file');
  const local = path.join(path.dirname(file), path.basename(acl[1]));
  if (!existsSync(local)) return problem(file, `its ACL ${path.basename(acl[1])} is missing beside it`);
  if (!/^pattern readwrite oak\/things\/%u\/#$/m.test(readFileSync(local, 'utf8'))) {
    problem(local, 'must confine each Pi to oak/things/{its own name}/');
  }
}

/** The metrics the cloud exports itself (cloud/src/modules/metrics/metric-names.ts). */
function cloudMetricNames() {
  const file = path.join(root, 'cloud/src/modules/metrics/metric-names.ts');
  return new Set([...readFileSync(file, 'utf8').matchAll(/:\s*'(oak_[a-z0-9_]+)'/g)].map((m) => m[1]));
}

/** prom-client's default process metrics, which the cloud exports beside its own. */
const DEFAULT_METRIC = /^(process|nodejs)_[a-z0-9_]+$/;
/** The series a histogram or summary adds to its name. */
const SERIES_SUFFIX = /_(bucket|count|sum)$/;
/** PromQL words that look like metric names but are not. */
const PROMQL_WORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'bool',
  'offset',
  'and',
  'or',
  'unless',
  'le',
  'inf',
  'nan',
]);

function lintDashboard(file, exported) {
  let dashboard;
  try {
    dashboard = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return problem(file, `not valid JSON: ${error.message}`);
  }
  if (!dashboard.uid || !dashboard.title) problem(file, 'needs a uid and a title');
  const named = new Set();
  const panels = (dashboard.panels ?? []).flatMap((panel) => [panel, ...(panel.panels ?? [])]);
  if (!panels.length) problem(file, 'has no panels');
  for (const panel of panels) {
    for (const target of panel.targets ?? []) {
      // Label matchers, strings and ranges are not metric names.
      const expr = String(target.expr ?? '')
        .replace(/\{[^}]*\}/g, '')
        .replace(/"[^"]*"/g, '')
        .replace(/\[[^\]]*\]/g, '');
      if (!expr.trim())
        problem(file, `panel ${JSON.stringify(panel.title)} has a target without an expression`);
      for (const [identifier] of expr.matchAll(/\b[a-z_][a-z0-9_]*\b(?!\s*\()/g)) {
        if (PROMQL_WORDS.has(identifier) || /^[a-z]+$/.test(identifier)) continue;
        const metric = identifier.replace(SERIES_SUFFIX, '');
        if (exported.has(metric)) named.add(metric);
        else if (!DEFAULT_METRIC.test(identifier))
          problem(
            file,
            `panel ${JSON.stringify(panel.title)} names ${identifier}, which the cloud does not export`,
          );
      }
    }
  }
  for (const metric of exported)
    if (!named.has(metric)) problem(file, `has no panel for ${metric}, which the cloud exports`);
}

function lintPrometheus(file, compose) {
  let doc;
  try {
    doc = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return problem(file, `not valid YAML: ${error.message}`);
  }
  const jobs = doc?.scrape_configs ?? [];
  if (!jobs.length) return problem(file, 'has no scrape_configs');
  for (const job of jobs) {
    if ((job.metrics_path ?? '/metrics') !== '/metrics')
      problem(file, `job ${job.job_name} scrapes elsewhere than /metrics`);
    if (!job.authorization?.credentials_file && !job.authorization?.credentials)
      problem(file, `job ${job.job_name} presents no token: /metrics answers 401 without it`);
    for (const target of (job.static_configs ?? []).flatMap((config) => config.targets ?? [])) {
      const host = String(target).split(':')[0];
      if (compose && !compose.services?.[host])
        problem(file, `job ${job.job_name} scrapes ${target}, not a service of the compose file`);
    }
  }
}

for (const entry of readdirSync(deploy, { recursive: true })) {
  const file = path.join(deploy, String(entry));
  if (/(^|\/)(docker-)?compose[^/]*\.ya?ml$/.test(file)) lintCompose(file);
  if (file.endsWith('mosquitto.conf')) lintMosquitto(file);
  if (/(^|\/)grafana\/dashboards\/[^/]+\.json$/.test(file)) lintDashboard(file, cloudMetricNames());
  if (/(^|\/)prometheus\/prometheus\.ya?ml$/.test(file)) {
    const composeFile = path.join(deploy, 'docker-compose.yml');
    lintPrometheus(
      file,
      existsSync(composeFile) ? parse(readFileSync(composeFile, 'utf8'), { merge: true }) : undefined,
    );
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
