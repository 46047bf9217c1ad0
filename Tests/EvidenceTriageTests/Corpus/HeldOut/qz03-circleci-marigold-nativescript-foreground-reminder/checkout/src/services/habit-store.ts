export interface KeyValue { get(key: string): string | undefined; set(key: string, value: string): void }

export class HabitStore {
  private done = new Set<string>();
  constructor(private kv: KeyValue) {
    const saved = kv.get('habits.done');
    if (saved) JSON.parse(saved).forEach((k: string) => this.done.add(k));
  }
  complete(habit: string, day: string) {
    this.done.add(`${habit}@${day}`);
  }
  isDone(habit: string, day: string) {
    return this.done.has(`${habit}@${day}`);
  }
}
