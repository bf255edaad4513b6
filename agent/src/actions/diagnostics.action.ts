import {
  AGENT_RESPONSE_CODES,
  DIAGNOSTICS_ANSWER_OUTPUT_MAX_BYTES,
  DIAGNOSTICS_CHECKS,
  type DiagnosticsResult,
  diagnosticsRequestSchema,
} from '@oak/shared';
import { ArtifactUploadError } from '../artifacts/artifact-uploader.adapter';
import { type ProcessResult } from '../system/process-runner.port';
import { ActionFailure } from './action-errors';
import { defineAction } from './agent-action.port';
import { ACTION_DEFAULT_TIMEOUTS_MS } from './action-timeouts.constant';

/** How long one check may run. */
const CHECK_TIMEOUT_MS = 10_000;
/** The uploaded report's name in its step. */
export const DIAGNOSTICS_REPORT_NAME = 'diagnostics.txt';

type Check = (typeof DIAGNOSTICS_CHECKS)[number];

function argsOf(check: Check, cacheDir: string): string[] {
  switch (check.name) {
    case 'system':
      return ['-a'];
    case 'uptime':
      return [];
    case 'disk':
      return ['-Pk', cacheDir];
    case 'network':
      return ['-brief', 'address'];
  }
}

/**
 * A diagnostic of the Pi, as the health check is one of the lab: its system,
 * uptime and load, the space left for its cache and its network interfaces,
 * each from its own program. A check that fails says so in its entry; the
 * action fails only when it cannot run at all. With `upload`, in a run's
 * step, the whole report goes to the cloud as an artifact.
 */
export const diagnosticsAction = defineAction({
  name: 'diagnostics',
  schema: diagnosticsRequestSchema,
  uses: [],
  stoppable: true,
  requires: DIAGNOSTICS_CHECKS.map((check) => check.command),
  defaultTimeoutMs: () => ACTION_DEFAULT_TIMEOUTS_MS.diagnostics,
  async run(ctx, deadline): Promise<DiagnosticsResult> {
    const { step } = ctx;
    if (ctx.payload.upload && !step)
      throw new ActionFailure(
        "An upload goes to a run's step: the request must name its jobId and stepKey",
        AGENT_RESPONSE_CODES.badRequest,
      );
    const checks: DiagnosticsResult['checks'] = [];
    const report: string[] = [];
    for (const [index, check] of DIAGNOSTICS_CHECKS.entries()) {
      ctx.progress({
        message: `Checking ${check.name}`,
        percent: Math.round((index / DIAGNOSTICS_CHECKS.length) * 100),
        data: { check: check.name },
      });
      const args = argsOf(check, ctx.config.cacheDir);
      const result = await ctx.processes.run({
        command: check.command,
        args,
        signal: deadline.signal,
        timeoutMs: CHECK_TIMEOUT_MS,
      });
      if (result.aborted) throw new ActionFailure(`Diagnostics stopped during the ${check.name} check`);
      const output = outputOf(result);
      report.push(
        `$ ${[check.command, ...args].join(' ')}  (exit ${result.exitCode ?? result.signal})\n${output}`,
      );
      const clipped = Buffer.from(output).subarray(0, DIAGNOSTICS_ANSWER_OUTPUT_MAX_BYTES).toString('utf8');
      checks.push({
        name: check.name,
        command: check.command,
        exitCode: result.exitCode,
        durationMs: result.durationMs,
        output: clipped,
        truncated: clipped.length < output.length || result.stdoutTruncated,
      });
    }
    ctx.progress({ message: 'Diagnostics done', percent: 100 });
    if (!ctx.payload.upload || !step) return { checks };
    try {
      const artifact = await ctx.artifacts.upload(
        {
          step,
          name: DIAGNOSTICS_REPORT_NAME,
          contentType: 'text/plain',
          body: Buffer.from(report.join('\n')),
        },
        deadline.signal,
      );
      return { checks, artifactId: artifact.id };
    } catch (error) {
      if (!(error instanceof ArtifactUploadError)) throw error;
      throw new ActionFailure(`The diagnostics report was not uploaded: ${error.message}`);
    }
  },
});

/** What a check printed: its output, else its complaint or why it did not run. */
function outputOf(result: ProcessResult): string {
  if (result.startError) return result.startError;
  return result.stdout || result.stderr;
}
