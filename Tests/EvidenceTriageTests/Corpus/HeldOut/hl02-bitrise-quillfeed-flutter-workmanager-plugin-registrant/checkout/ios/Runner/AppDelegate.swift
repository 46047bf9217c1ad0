import UIKit
import Flutter
import workmanager

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)

    // Periodic feed refresh (BGAppRefreshTask) — identifier also listed in Info.plist.
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "app.quillfeed.refresh",
      frequency: NSNumber(value: 20 * 60)
    )

    UNUserNotificationCenter.current().delegate = self as UNUserNotificationCenterDelegate
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
