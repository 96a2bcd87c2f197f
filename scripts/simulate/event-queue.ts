/**
 * The virtual clock's agenda: events ordered by their moment, ties in the order they were
 * scheduled (a binary heap). Nothing sleeps: the simulation pops the next event and sets its
 * clock to that event's moment.
 */
export class EventQueue<T> {
  private heap: { at: number; seq: number; event: T }[] = [];
  private seq = 0;

  get size(): number {
    return this.heap.length;
  }

  push(at: Date, event: T): void {
    const item = { at: at.getTime(), seq: this.seq++, event };
    this.heap.push(item);
    let index = this.heap.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!this.before(index, parent)) break;
      this.swap(index, parent);
      index = parent;
    }
  }

  /** The moment of the next event, without taking it. */
  peekAt(): Date | undefined {
    const top = this.heap[0];
    return top ? new Date(top.at) : undefined;
  }

  pop(): { at: Date; event: T } | undefined {
    const top = this.heap[0];
    if (!top) return undefined;
    const last = this.heap.pop();
    if (last && this.heap.length > 0) {
      this.heap[0] = last;
      let index = 0;
      for (;;) {
        const left = 2 * index + 1;
        const right = left + 1;
        let smallest = index;
        if (left < this.heap.length && this.before(left, smallest)) smallest = left;
        if (right < this.heap.length && this.before(right, smallest)) smallest = right;
        if (smallest === index) break;
        this.swap(index, smallest);
        index = smallest;
      }
    }
    return { at: new Date(top.at), event: top.event };
  }

  private before(a: number, b: number): boolean {
    const x = this.heap[a];
    const y = this.heap[b];
    if (!x || !y) return false;
    return x.at < y.at || (x.at === y.at && x.seq < y.seq);
  }

  private swap(a: number, b: number): void {
    const x = this.heap[a];
    const y = this.heap[b];
    if (!x || !y) return;
    this.heap[a] = y;
    this.heap[b] = x;
  }
}
