import Flutter
import UIKit
import workmanager

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    // #295 follow-up: the hourly sync moved from a processing task to a BGAppRefreshTask.
    // BGAppRefreshTask needs "fetch" in UIBackgroundModes; BGProcessingTask needs "processing".
    WorkmanagerPlugin.registerPeriodicTask(withIdentifier: "com.saltmarsh.app.refresh", frequency: NSNumber(value: 60 * 60))
    WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: "com.saltmarsh.app.photo-cleanup")
    EvidenceBridge.recordRegistrations()
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
