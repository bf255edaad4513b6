import { PI_EXTRA_PLUGINS, type PiHealthCheckStep } from '@oak/shared';
import { readdir } from 'node:fs/promises';
import { type AgentConfig } from '../config/agent-config';

/** A probe's verdict: ok, or why not (a short reason for the operator). */
export type ProbeOutcome =
  { readonly ok: true; readonly detail?: string } | { readonly ok: false; readonly reason: string };

export type HealthProbe = (budgetMs: number, signal: AbortSignal) => Promise<ProbeOutcome>;
export type HealthProbes = Readonly<Record<PiHealthCheckStep, HealthProbe>>;

export interface HealthProbeEnvironment {
  readonly fetch: typeof fetch;
  /** Where device nodes are (`/dev`); a test points it elsewhere. */
  readonly devDir?: string;
  /** Where X servers put their sockets (`/tmp/.X11-unix`). */
  readonly x11SocketDir?: string;
  readonly env?: NodeJS.ProcessEnv;
}

/** The path every OAK cloud answers unauthenticated when it is up. */
export const CLOUD_HEALTH_PATH = '/api/health';

/**
 * The Pi's side of the lab health check. Connectivity: the cloud's health URL
 * answers 2xx. Camera: a video device exists (the virtual Pi has one unless
 * configured otherwise). GUI automation: the ui-automation plugin is installed
 * and, on a real Pi, a graphical display runs for it to drive.
 */
export function healthProbes(config: AgentConfig, environment: HealthProbeEnvironment): HealthProbes {
  const devDir = environment.devDir ?? '/dev';
  const x11SocketDir = environment.x11SocketDir ?? '/tmp/.X11-unix';
  const env = environment.env ?? process.env;
  const virtual = config.audioBackend === 'virtual';
  return {
    async connectivity(budgetMs, signal) {
      const url = `${config.cloudUrl.replace(/\/+$/, '')}${CLOUD_HEALTH_PATH}`;
      const controller = new AbortController();
      const abort = () => controller.abort();
      const timer = setTimeout(abort, budgetMs);
      signal.addEventListener('abort', abort, { once: true });
      try {
        const response = await environment.fetch(url, { signal: controller.signal });
        await response.body?.cancel();
        return response.ok
          ? { ok: true }
          : { ok: false, reason: `the cloud answered HTTP ${response.status}` };
      } catch (error) {
        if (controller.signal.aborted)
          return { ok: false, reason: `no answer from the cloud within ${budgetMs} ms` };
        return { ok: false, reason: `cannot reach the cloud (${networkReason(error)})` };
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', abort);
      }
    },
    async camera() {
      if (virtual)
        return config.virtualCamera
          ? { ok: true, detail: 'virtual camera' }
          : { ok: false, reason: 'no camera on this virtual Pi' };
      const devices = (await readdir(devDir).catch(() => [] as string[]))
        .filter((name) => /^video\d+$/.test(name))
        .sort();
      return devices.length
        ? { ok: true, detail: `${devDir}/${devices[0]}` }
        : { ok: false, reason: `no camera device (${devDir}/video*)` };
    },
    async gui_automation() {
      const plugin = PI_EXTRA_PLUGINS.uiAutomation;
      if (!config.plugins.includes(plugin))
        return { ok: false, reason: `the ${plugin} plugin is not installed on this Pi` };
      if (virtual) return { ok: true };
      const sockets = await readdir(x11SocketDir).catch(() => [] as string[]);
      return env.DISPLAY || sockets.some((name) => /^X\d+$/.test(name))
        ? { ok: true }
        : {
            ok: false,
            reason: 'no graphical display for GUI automation (DISPLAY unset, no X server running)',
          };
    },
  };
}

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
