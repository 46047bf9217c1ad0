import { Application } from '@nativescript/core';

import { CoppiceAppDelegate } from './custom-app-delegate';

if (global.isIOS) {
  // Must be set before Application.run so the BGTaskScheduler handlers are
  // registered while the app is still launching.
  Application.ios.delegate = CoppiceAppDelegate;
}

Application.run({ moduleName: 'app-root' });
