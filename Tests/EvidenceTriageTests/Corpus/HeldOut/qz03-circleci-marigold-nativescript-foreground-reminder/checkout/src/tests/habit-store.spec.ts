import { HabitStore } from '../services/habit-store';
import { MemoryKeyValue } from './helpers/memory-key-value';

describe('HabitStore', () => {
  it('persistsCompletionAcrossRestart', () => {
    const kv = new MemoryKeyValue();
    const first = new HabitStore(kv);
    first.complete('stretch', '2026-08-13');
    const second = new HabitStore(kv);
    expect(second.isDone('stretch', '2026-08-13')).toBe(true);
  });
});
