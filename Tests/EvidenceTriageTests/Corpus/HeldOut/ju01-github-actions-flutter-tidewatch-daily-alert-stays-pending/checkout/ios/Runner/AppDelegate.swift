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
    UNUserNotificationCenter.current().delegate = self

    WorkmanagerPlugin.setPluginRegistrantCallback { registry in
      GeneratedPluginRegistrant.register(with: registry)
    }

    // Tide table refresh (one-shot processing task, see lib/refresh/tide_refresh.dart)
    WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: "com.saltmarsh.tidewatch.tide-refresh")
    EvidenceRecorder.shared.noteRegistration("com.saltmarsh.tidewatch.tide-refresh", kind: "processing")

    // Hourly refresh added in #402 (periodic BGAppRefreshTask)
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "com.saltmarsh.tidewatch.tide-periodic",
      frequency: NSNumber(value: 60 * 60))
    EvidenceRecorder.shared.noteRegistration("com.saltmarsh.tidewatch.tide-periodic", kind: "appRefresh")

    EvidenceRecorder.shared.attach(to: window?.rootViewController as? FlutterViewController)
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
