import { type AgentAction } from '@oak/shared';
import { StopRequested } from './action-errors';

/**
 * What an action holds exclusively while it runs: the speaker, the mic, and
 * the network the Pi scans the device under test through (two scans at once
 * would skew each other's timings and fill the link), which a talk or a
 * recording does not need.
 */
export type AgentResource = 'speaker' | 'mic' | 'network';

/** Every resource: what an update holds, so it waits for all of them. */
export const AGENT_RESOURCES: readonly AgentResource[] = ['speaker', 'mic', 'network'];

export interface Activity {
  readonly requestId: string;
  readonly action: AgentAction;
  readonly uses: readonly AgentResource[];
  readonly stoppable: boolean;
  /** Aborted by a stop request or by the deadline; the action's work listens to it. */
  readonly controller: AbortController;
  /** Settles when the action's work has ended, whatever its outcome. */
  readonly settled: Promise<void>;
}

/**
 * The actions running now. It decides who may use the speaker, the mic and
 * the network (one action each at a time: a second talk while one plays is
 * refused with 409 rather than mixed, and so is a second scan), and lets
 * `stop` end everything stoppable.
 */
export class ActivityRegistry {
  private readonly running = new Set<Activity & { finish: () => void }>();

  /** Starts an activity, or names the one holding a resource it needs. */
  tryStart(
    requestId: string,
    action: AgentAction,
    uses: readonly AgentResource[],
    stoppable: boolean,
  ): { activity: Activity; end: () => void } | { busyWith: Activity; resource: AgentResource } {
    for (const other of this.running) {
      const shared = uses.find((resource) => other.uses.includes(resource));
      if (shared) return { busyWith: other, resource: shared };
    }
    let finish!: () => void;
    const settled = new Promise<void>((resolve) => (finish = resolve));
    const activity = {
      requestId,
      action,
      uses,
      stoppable,
      controller: new AbortController(),
      settled,
      finish,
    };
    this.running.add(activity);
    return {
      activity,
      end: () => {
        this.running.delete(activity);
        activity.finish();
      },
    };
  }

  /** Whether anything holds the speaker, the mic or the network (an update waits for that). */
  get busy(): boolean {
    return [...this.running].some((activity) => activity.uses.length > 0);
  }

  /** Aborts every stoppable activity; resolves with how many there were once they have ended (or after `waitMs`). */
  async stopAll(waitMs: number): Promise<number> {
    const stopped = [...this.running].filter((activity) => activity.stoppable);
    for (const activity of stopped) activity.controller.abort(new StopRequested());
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(stopped.map((activity) => activity.settled)),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs))),
    ]);
    clearTimeout(timer);
    return stopped.length;
  }
}
