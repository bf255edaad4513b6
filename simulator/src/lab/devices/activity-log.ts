/**
 * One entry of what a DUT heard and answered: what the device cloud's
 * activity items serve. Times are simulated epoch ms.
 */
export interface ActivityItem {
  readonly utteranceId: string;
  /** When the speech (or the sound that falsely woke it) began. */
  readonly startTime: number;
  /** When it ended. */
  readonly endTime: number;
  /** When the answer began; absent when the device did not answer. */
  readonly responseTime?: number;
  /** What the recogniser wrote, normalised; '' for a false wake. */
  readonly heardText: string;
  readonly intent?: string;
  readonly slots?: Readonly<Record<string, string>>;
  readonly response?: string;
  readonly wakeWord: string;
  readonly falseWake?: boolean;
}

/** A DUT's activity history, queried by time window like the device cloud's activity items. */
export class ActivityLog {
  private readonly items: ActivityItem[] = [];

  add(item: ActivityItem): void {
    // Kept in start order: false wakes of a period are often logged after speech that followed it.
    let index = this.items.length;
    while (index > 0 && this.items[index - 1].startTime > item.startTime) index -= 1;
    this.items.splice(index, 0, item);
  }

  /**
   * Items that started in [startTime, endTime], newest first, as the device
   * cloud lists them; at most `limit` when given.
   */
  between(startTime: number, endTime: number, limit?: number): ActivityItem[] {
    const found = this.items
      .filter((item) => item.startTime >= startTime && item.startTime <= endTime)
      .reverse();
    return limit === undefined ? found : found.slice(0, limit);
  }

  all(): readonly ActivityItem[] {
    return this.items;
  }

  get size(): number {
    return this.items.length;
  }
}
