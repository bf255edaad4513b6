import {
  type AgentAudioBackend,
  type AgentCapabilities,
  type AgentFan,
  type AgentShadowReported,
  type LabControllerState,
  type ResourceSyncShadow,
} from '@oak/shared';

/**
 * The part of the reported shadow that changes while the agent runs.
 * `resource_sync` is the resource sync's progress, absent while nothing is desired;
 * `capabilities` what the actions' programs allow, once probed at start.
 */
export type AgentActivityState = Pick<
  AgentShadowReported,
  'playing' | 'recording' | 'calibrating' | 'lastCalibration'
> & {
  /** The lab's fan the Pi stands by, as its audio backend reads it; absent when it knows of none. */
  fan?: AgentFan;
  resource_sync?: ResourceSyncShadow;
  labController: LabControllerState | null;
  capabilities?: AgentCapabilities;
};

export interface AgentIdentity {
  readonly agentVersion: string;
  readonly audioBackend: AgentAudioBackend;
  readonly plugins: readonly string[];
  /** The devices standing where the Pi plays, as configured; unset when the config does not say. */
  readonly devices?: readonly string[] | undefined;
}

/**
 * What the agent is and does now, the source of its reported shadow and of
 * the `state` answer. Actions update it; the shadow reporter listens.
 */
export class AgentStateStore {
  private state: AgentActivityState = {
    playing: null,
    recording: false,
    calibrating: null,
    lastCalibration: null,
    labController: null,
  };
  private readonly listeners = new Set<() => void>();
  private readonly startedAt: string;

  constructor(
    private readonly identity: AgentIdentity,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.startedAt = clock().toISOString();
  }

  get current(): AgentActivityState {
    return this.state;
  }

  update(patch: Partial<AgentActivityState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The reported shadow as of now. */
  reported(): AgentShadowReported {
    const { resource_sync, fan, ...activity } = this.state;
    return {
      agentVersion: this.identity.agentVersion,
      audioBackend: this.identity.audioBackend,
      plugins: [...this.identity.plugins],
      ...(this.identity.devices ? { devices: [...this.identity.devices] } : {}),
      ...activity,
      ...(resource_sync ? { resource_sync } : {}),
      ...(fan ? { fan } : {}),
      startedAt: this.startedAt,
      updatedAt: this.clock().toISOString(),
    };
  }
}
