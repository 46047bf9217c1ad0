import { runCompaction } from './services/compaction';
import { cancelExport, exportPendingRows } from './services/csv-export';

export const COMPACTION_TASK_ID = 'org.coppice.stockroom.compaction';

@NativeClass()
export class CoppiceAppDelegate extends UIResponder implements UIApplicationDelegate {
  public static ObjCProtocols = [UIApplicationDelegate];

  private exportTask = UIBackgroundTaskInvalid;

  applicationDidFinishLaunchingWithOptions(application: UIApplication, launchOptions: NSDictionary<string, any>): boolean {
    const registered = BGTaskScheduler.sharedScheduler.registerForTaskWithIdentifierUsingQueueLaunchHandler(
      COMPACTION_TASK_ID,
      null,
      (task: BGProcessingTask) => {
        console.log('[Compaction] processing task launched');
        task.expirationHandler = () => console.log('[Compaction] processing task expired');
        runCompaction()
          .then(() => {
            console.log('[Compaction] processing task finished');
            task.setTaskCompletedWithSuccess(true);
          })
          .catch((e) => {
            console.log(`[Compaction] failed ${e}`);
            task.setTaskCompletedWithSuccess(false);
          });
      },
    );
    console.log(`[Compaction] register ${COMPACTION_TASK_ID} -> ${registered}`);
    return true;
  }

  applicationDidEnterBackground(application: UIApplication): void {
    const request = BGProcessingTaskRequest.alloc().initWithIdentifier(COMPACTION_TASK_ID);
    request.requiresExternalPower = false;
    request.requiresNetworkConnectivity = false;
    request.earliestBeginDate = NSDate.dateWithTimeIntervalSinceNow(60);
    try {
      BGTaskScheduler.sharedScheduler.submitTaskRequestError(request);
      console.log(`[Compaction] BGProcessingTaskRequest submitted ${COMPACTION_TASK_ID} earliestBegin=+60s`);
    } catch (e) {
      console.log(`[Compaction] submit failed ${e}`);
    }

    this.exportTask = application.beginBackgroundTaskWithNameExpirationHandler('csv-export', () => {
      console.log('[Export] background task expired');
      cancelExport();
      application.endBackgroundTask(this.exportTask);
      this.exportTask = UIBackgroundTaskInvalid;
    });
    exportPendingRows().finally(() => {
      if (this.exportTask !== UIBackgroundTaskInvalid) {
        application.endBackgroundTask(this.exportTask);
        this.exportTask = UIBackgroundTaskInvalid;
      }
    });
  }
}
