import type { Deps, FetchTask } from './types';

export async function onFetchEvent(task: FetchTask, deps: Deps): Promise<void> {
  try {
    const samples = await deps.api.latestSamples();
    // BUG: appends without de-duplicating on `at`.
    deps.store.append(samples);
  } finally {
    deps.finish(task.taskId);
  }
}
