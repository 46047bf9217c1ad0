// Loads a Background Runner script the way the native side does and gives it
// fakes for CapacitorKV and fetch. Like the iOS plugin, CapacitorKV reads the
// defaults suite named after the runner label, while @capacitor/preferences
// writes its default "CapacitorStorage" group.
import { readFileSync } from 'node:fs';
import vm from 'node:vm';

import { nativeDefaults } from './nativeDefaults';

export function loadRunner(path: string, opts: { label: string; fetch: typeof fetch }) {
  const listeners = new Map<string, Function>();
  const suite = nativeDefaults.suite(opts.label);
  const context = vm.createContext({
    addEventListener: (name: string, fn: Function) => listeners.set(name, fn),
    CapacitorKV: {
      get: (key: string) => (suite.has(key) ? { value: suite.get(key) } : null),
      set: (key: string, value: string) => suite.set(key, value),
      remove: (key: string) => suite.delete(key),
    },
    fetch: opts.fetch,
    console,
  });
  vm.runInContext(readFileSync(path, 'utf8'), context);
  return {
    dispatch: (event: string, args: unknown = {}) =>
      new Promise((resolve, reject) => listeners.get(event)!(resolve, reject, args)),
  };
}
