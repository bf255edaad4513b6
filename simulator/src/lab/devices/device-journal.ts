import { VIRTUAL_DEVICE_JOURNAL_LIMIT, type VirtualDeviceJournalEntry } from '@oak/shared';

/**
 * What a virtual device was made to do with each utterance it was addressed
 * with, in the order it happened (VirtualDeviceJournalEntry): the ground truth
 * a run's verdicts are checked against. At most `limit` entries are kept, the
 * oldest dropped first; each keeps its seq, so a reader asks for what follows
 * the last one it read.
 */
export class DeviceJournal {
  private readonly entries: VirtualDeviceJournalEntry[] = [];
  private lastSeq = 0;

  constructor(private readonly limit = VIRTUAL_DEVICE_JOURNAL_LIMIT) {}

  add(entry: Omit<VirtualDeviceJournalEntry, 'seq'>): void {
    this.lastSeq += 1;
    this.entries.push({ seq: this.lastSeq, ...entry });
    if (this.entries.length > this.limit) this.entries.splice(0, this.entries.length - this.limit);
  }

  /** The entries after `seq`, oldest first. */
  after(seq = 0): VirtualDeviceJournalEntry[] {
    return this.entries.filter((entry) => entry.seq > seq);
  }
}
