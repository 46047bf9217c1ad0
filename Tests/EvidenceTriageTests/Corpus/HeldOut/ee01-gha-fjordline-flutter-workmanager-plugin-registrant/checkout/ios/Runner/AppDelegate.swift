import Flutter
import UIKit
import workmanager_apple

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)

    // Periodic refresh (BGAppRefreshTask). Identifier must match
    // BGTaskSchedulerPermittedIdentifiers in Info.plist.
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "com.fjordline.app.refresh",
      frequency: NSNumber(value: 20 * 60)
    )

    // NOTE(2026-11-24, PR #1412 "AppDelegate cleanup for UIScene migration"):
    // the plugin-registrant callback that used to live here was dropped
    // together with the old scene bootstrap code.

    EvidenceRecorder.shared.recordLaunchRegistrations()
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
