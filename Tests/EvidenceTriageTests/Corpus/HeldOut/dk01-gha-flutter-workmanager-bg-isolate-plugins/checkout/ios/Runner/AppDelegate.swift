import BackgroundTasks
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

    // Periodic refresh (BGAppRefreshTask) handled by workmanager.
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "com.saltmarsh.tides.refresh",
      frequency: NSNumber(value: 30 * 60))
    DiagnosticsRecorder.shared.record(
      identifier: "com.saltmarsh.tides.refresh", kind: .appRefresh,
      phase: .registration, outcome: .succeeded)

    // PR #1187 ("tidy AppDelegate") moved plugin registration into
    // GeneratedPluginRegistrant only. The background isolate that
    // workmanager spawns gets no plugins registered any more.

    UNUserNotificationCenter.current().delegate = self
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
