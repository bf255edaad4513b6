/** The part of node-record-lpcm16 the agent uses (the package ships no types). */
declare module 'node-record-lpcm16' {
  import { type ChildProcess } from 'node:child_process';
  import { type Readable } from 'node:stream';

  export interface RecordOptions {
    sampleRate?: number;
    channels?: number;
    recorder?: 'sox' | 'rec' | 'arecord';
    device?: string | null;
    audioType?: string;
    threshold?: number;
    endOnSilence?: boolean;
  }

  export interface Recording {
    readonly process: ChildProcess;
    stream(): Readable;
    stop(): void;
  }

  export function record(options?: RecordOptions): Recording;
}
