import { App } from '@capacitor/app';
import { BackgroundTask } from '@capawesome/capacitor-background-task';
import { activeStreams, markInterrupted } from '../chat/streams';

/**
 * Keep an in-flight reply streaming when the user leaves the app.
 * BackgroundTask.beforeExit wraps UIApplication.beginBackgroundTask on iOS;
 * the task is finished when every active stream has completed.
 */
export function installKeepGenerating(): void {
  App.addListener('appStateChange', async ({ isActive }) => {
    if (isActive || activeStreams().length === 0) return;

    const taskId = await BackgroundTask.beforeExit(async () => {
      console.log(`[bg] beforeExit callback running; continuing stream ${activeStreams().map((s) => s.id).join(',')}`);
      await Promise.allSettled(activeStreams().map((s) => s.done));
      BackgroundTask.finish({ taskId });
    });

    // Called by the plugin when iOS expires the background task.
    BackgroundTask.addListener?.('expired', () => {
      for (const s of activeStreams()) {
        console.log(`[bg] expired: marking ${s.id} interrupted, BackgroundTask.finish`);
        markInterrupted(s.id);
      }
      BackgroundTask.finish({ taskId });
    });
  });
}
