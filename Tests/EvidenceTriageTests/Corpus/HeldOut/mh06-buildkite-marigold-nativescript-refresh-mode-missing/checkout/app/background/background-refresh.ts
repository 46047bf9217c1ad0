import { Utils } from '@nativescript/core';

const registered: string[] = [];

export class BackgroundRefresh {
  // Called from the custom UIApplicationDelegate's
  // applicationDidFinishLaunchingWithOptions (see app/delegate.ios.ts).
  static register(identifier: string, handler: (task: BGAppRefreshTask) => void) {
    const ok = BGTaskScheduler.sharedScheduler.registerForTaskWithIdentifierUsingQueueLaunchHandler(identifier, null, handler);
    if (ok) registered.push(identifier);
    return ok;
  }

  static registeredIdentifiers() {
    return registered.slice();
  }

  static schedule(identifier: string, earliestSeconds: number): { error: NSError | null } {
    const request = BGAppRefreshTaskRequest.alloc().initWithIdentifier(identifier);
    request.earliestBeginDate = NSDate.dateWithTimeIntervalSinceNow(earliestSeconds);
    const errorRef = new interop.Reference<NSError>();
    BGTaskScheduler.sharedScheduler.submitTaskRequestError(request, errorRef);
    return { error: errorRef.value ?? null };
  }
}
