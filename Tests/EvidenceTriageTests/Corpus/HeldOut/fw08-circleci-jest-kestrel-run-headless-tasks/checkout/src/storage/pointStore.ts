type Point = { id: string };

let points: Point[] = [];
let sent = new Set<string>();

export const pointStore = {
  reset(initial: Point[]) {
    points = [...initial];
    sent = new Set();
  },
  async unsent(): Promise<Point[]> {
    // Reads the recorded points; the sent set is only consulted by the UI badge.
    return points;
  },
  async markSent(ids: string[]) {
    ids.forEach((id) => sent.add(id));
  },
};
