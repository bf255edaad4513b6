import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const consoleFeatures = path.join(import.meta.dirname, 'console/src/features');

/** The console feature a file belongs to (its folder under console/src/features), or none. */
function consoleFeatureOf(file) {
  const relative = path.relative(consoleFeatures, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [feature, ...rest] = relative.split(path.sep);
  return rest.length ? feature : null;
}

/**
 * Console features do not import each other (STYLE.md, bulletproof-react's
 * unidirectional codebase): what two features share lives in console/src/components,
 * lib or hooks, and the app's routes compose features. The console imports by
 * relative path, so the rule resolves each import against the importing file
 * rather than matching its text, which a pattern could not tell from a folder
 * of the same name inside the feature.
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        "The console feature '{{own}}' imports from the feature '{{other}}': move what both use to console/src/components, lib or hooks, or compose the two in console/src/app.",
    },
    schema: [],
  },
  create(context) {
    const own = consoleFeatureOf(context.filename);
    if (!own) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const other = consoleFeatureOf(path.resolve(path.dirname(context.filename), source.value));
      if (other && other !== own)
        context.report({ node: source, messageId: 'crossFeature', data: { own, other } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** Reading the time without the Clock, for the rule below: no-restricted-syntax selectors. */
const clockTimeReads = [
  ["CallExpression[callee.object.name='Date'][callee.property.name='now']", 'Date.now()'],
  ["NewExpression[callee.name='Date'][arguments.length=0]", 'new Date()'],
  ["CallExpression[callee.object.name='performance'][callee.property.name='now']", 'performance.now()'],
].map(([selector, what]) => ({
  selector,
  message: `Read the time through the Clock (clock.now(), clock.nowMs(), clock.monotonicMs()), not ${what}.`,
}));

/** Setting a timer without the Clock, plain or as global.* and globalThis.*, for the same rule. */
const clockTimers = [
  ['CallExpression[callee.name=/^set(Timeout|Interval)$/]', 'setTimeout() or setInterval()'],
  [
    'CallExpression[callee.object.name=/^(global|globalThis)$/][callee.property.name=/^set(Timeout|Interval)$/]',
    'global.setTimeout() or global.setInterval()',
  ],
].map(([selector, what]) => ({
  selector,
  message: `Wait and set timers through the Clock (clock.sleep(), clock.after(), clock.every()), not ${what}.`,
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/coverage/**', '**/node_modules/**', '.oak/**', '.nx/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // NestJS resolves constructor parameters from emitted decorator metadata, so
    // a class used only as a type in a constructor must stay a value import.
    files: ['cloud/src/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // Redis, the queues, the live sockets and MQTT are reached through ports;
    // only their adapters (below) speak the libraries themselves.
    files: ['cloud/src/**/*.ts'],
    ignores: [
      'cloud/src/modules/redis/redis.adapter.ts',
      'cloud/src/modules/live/live-io.adapter.ts',
      'cloud/src/modules/mqtt/mqtt-client.adapter.ts',
      // The BullMQ adapters: the lab queues and their workers.
      'cloud/src/modules/jobs/lab-job-queue.service.ts',
      'cloud/src/modules/jobs/job-workers.service.ts',
      // The launcher's readiness check of the Redis it starts.
      'cloud/src/launcher/embedded-redis.ts',
      // Tests drive the real parts directly.
      'cloud/src/testing/**',
      'cloud/src/**/*.spec.ts',
      'cloud/src/**/*.integration-spec.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['bullmq', 'ioredis', 'mqtt', 'socket.io', '@socket.io/redis-streams-adapter'].map(
            (name) => ({
              name,
              message: `Only its adapter imports ${name}: use the port it serves (KeyValueStore, LiveHub, MqttClientAdapter, the lab job queue).`,
              allowTypeImports: true,
            }),
          ),
        },
      ],
    },
  },
  {
    // Services read the time, wait and set timers through the Clock (modules/clock),
    // so a spec can hand them its own and run hours in a moment; adapters keep their
    // transport's time, real I/O in real time whatever clock a spec holds. The helpers
    // services share (common/) take the service's Clock too.
    files: ['cloud/src/modules/**/*.ts', 'cloud/src/common/**/*.ts'],
    ignores: [
      'cloud/src/modules/clock/clock.ts',
      'cloud/src/modules/**/*.adapter.ts',
      // The resource pack generator stamps the pack it writes at start-up.
      'cloud/src/modules/resources/pack/**',
      // A download's pace on the wire: transport, as an adapter's timeouts are.
      'cloud/src/modules/resources/resource-file.sender.ts',
      // The deadline of a real child process (sox, pocketsphinx, espeak): transport too.
      'cloud/src/modules/transcriber/run-bounded.util.ts',
      // The shutdown grace of the HTTP server's real connections: transport too.
      'cloud/src/modules/site/http-connections-closer.service.ts',
      'cloud/src/**/*.spec.ts',
      'cloud/src/**/*.integration-spec.ts',
    ],
    rules: {
      'no-restricted-syntax': ['error', ...clockTimeReads, ...clockTimers],
      'no-restricted-imports': [
        'error',
        {
          paths: ['timers', 'node:timers', 'timers/promises', 'node:timers/promises'].map((name) => ({
            name,
            message: 'Wait and set timers through the Clock (clock.sleep(), clock.after(), clock.every()).',
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // CLI entry points load each command's modules on demand, so that a light
    // command (the launcher, the Postgres keeper) does not load the whole cloud.
    files: ['*/src/cli/**/*.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The Rules of Hooks and the React Compiler's rules of React; a missing effect
    // dependency fails lint like an error (lint allows no warning).
    files: ['console/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: { ...reactHooks.configs.flat.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['console/src/features/**/*.{ts,tsx}'],
    plugins: { oak: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'oak/no-cross-feature-imports': 'error' },
  },
  {
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'child_process', 'http', 'net'],
              message: 'shared/ has no I/O.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
