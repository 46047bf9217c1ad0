import UIKit
import Flutter
import workmanager

@UIApplicationMain
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)

    WorkmanagerPlugin.setPluginRegistrantCallback { registry in
      GeneratedPluginRegistrant.register(with: registry)
    }

    // Hourly tide refresh (BGAppRefreshTask). Same identifier as
    // BGTaskSchedulerPermittedIdentifiers and lib/background/tide_refresh_scheduler.dart.
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "app.tidewell.mobile.tideRefresh",
      frequency: NSNumber(value: 60 * 60))

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
