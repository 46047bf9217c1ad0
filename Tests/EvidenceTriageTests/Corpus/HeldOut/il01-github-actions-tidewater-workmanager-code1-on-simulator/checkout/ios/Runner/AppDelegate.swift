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

    WorkmanagerPlugin.setPluginRegistrantCallback { registry in
      GeneratedPluginRegistrant.register(with: registry)
    }

    // Must run before didFinishLaunching returns (BGTaskScheduler rule).
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "com.tidewater.app.tide-refresh",
      frequency: NSNumber(value: 30 * 60))
    DiagnosticsRecorder.shared.record(
      identifier: "com.tidewater.app.tide-refresh", taskKind: .appRefresh,
      phase: .registration, outcome: .succeeded)

    if let controller = window?.rootViewController as? FlutterViewController {
      DiagnosticsRecorder.shared.attach(to: controller.binaryMessenger)
    }
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
