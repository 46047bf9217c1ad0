import Flutter
import UIKit
import workmanager

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)

    // Periodic watering refresh (BGAppRefreshTask).
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "com.ferncast.app.watering-refresh",
      frequency: NSNumber(value: 6 * 60 * 60))
    EvidenceLog.shared.record("com.ferncast.app.watering-refresh", kind: "appRefresh",
                              phase: "registration", outcome: "succeeded")

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
