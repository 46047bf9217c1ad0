import { Application } from '@nativescript/core';
import { BackgroundFetch } from 'nativescript-background-fetch';
import { SurveyUploader } from '../survey/survey-uploader';

export class BackgroundSync {
  static start() {
    if (!__IOS__) return;
    console.log(`[sync] backgroundRefreshStatus=${UIApplication.sharedApplication.backgroundRefreshStatus}`);
    // Upload queued bird-survey sheets whenever iOS grants a fetch window.
    BackgroundFetch.configure({ stopOnTerminate: false }, async () => {
      await SurveyUploader.flush();
      BackgroundFetch.finish(UIBackgroundFetchResult.NewData);
    });
  }
}

if (__IOS__) {
  Application.ios.delegate.prototype.applicationPerformFetchWithCompletionHandler = function (_app: UIApplication, completionHandler: any) {
    BackgroundFetch.performFetchWithCompletionHandler(_app, completionHandler);
  };
}
