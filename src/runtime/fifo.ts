// A first-in first-out queue over an array with a moving head: taking from the front is O(1), and
// the array is cut down once most of it is behind the head.
export class Fifo<T> {
  private items: Array<T | undefined> = [];
  private head = 0;

  get size(): number {
    return this.items.length - this.head;
  }

  push(item: T): void {
    this.items.push(item);
  }

  /** The oldest item, left in place. */
  peek(): T | undefined {
    return this.items[this.head];
  }

  /** Takes the oldest item out. */
  shift(): T | undefined {
    if (this.head === this.items.length) return undefined;
    const item = this.items[this.head];
    this.items[this.head++] = undefined;
    if (this.head === this.items.length) {
      this.items = [];
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }

  /** Whether any item, oldest first, passes `test`. */
  some(test: (item: T) => boolean): boolean {
    for (let i = this.head; i < this.items.length; i++) if (test(this.items[i] as T)) return true;
    return false;
  }

  /** Takes every item out, oldest first. */
  drain(): T[] {
    const out = this.items.slice(this.head) as T[];
    this.items = [];
    this.head = 0;
    return out;
  }
}
