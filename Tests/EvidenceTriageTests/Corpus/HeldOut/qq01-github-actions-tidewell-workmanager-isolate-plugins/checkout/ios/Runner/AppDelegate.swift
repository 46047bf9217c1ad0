import UIKit
import Flutter
import BackgroundTasks
import workmanager

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    UNUserNotificationCenter.current().delegate = self

    // Tide refresh: BGAppRefreshTask driven from Dart via Workmanager().registerPeriodicTask
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "com.tidewell.app.tideRefresh",
      frequency: NSNumber(value: 30 * 60)
    )
    DiagnosticRecorder.shared.recordRegistration(
      identifier: "com.tidewell.app.tideRefresh", kind: .appRefresh, succeeded: true)

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
