import BackgroundTasks
import Flutter
import UIKit
import workmanager

@main
@objc class AppDelegate: FlutterAppDelegate {
  static let syncTaskIdentifier = "org.tidewatch.station.sync"

  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)

    // Periodic station sync (BGAppRefreshTask). Registered before launch finishes.
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: AppDelegate.syncTaskIdentifier,
      frequency: NSNumber(value: 20 * 60))
    DiagnosticsRecorder.shared.record(
      identifier: AppDelegate.syncTaskIdentifier, taskKind: "appRefresh",
      phase: "registration", outcome: "succeeded")

    // NOTE(2026-11 AppDelegate cleanup, PR #214): the block below was removed as "unused":
    // WorkmanagerPlugin.setPluginRegistrantCallback { registry in
    //   GeneratedPluginRegistrant.register(with: registry)
    // }

    #if DEBUG
    if let controller = window?.rootViewController as? FlutterViewController {
      TestHooks.install(on: controller.binaryMessenger)
    }
    #endif
    DiagnosticsChannel.install(on: self)

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}

#if DEBUG
/// Debug-only channel the integration tests use to ask BGTaskScheduler to simulate a launch.
enum TestHooks {
  static func install(on messenger: FlutterBinaryMessenger) {
    let channel = FlutterMethodChannel(name: "tidewatch/test_hooks", binaryMessenger: messenger)
    channel.setMethodCallHandler { call, result in
      guard call.method == "simulateLaunch", let id = call.arguments as? String else {
        result(FlutterMethodNotImplemented)
        return
      }
      DiagnosticsRecorder.shared.record(
        identifier: id, taskKind: "appRefresh", phase: "launch", outcome: "succeeded",
        test: ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"])
      BGTaskScheduler.shared.perform(
        NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: id)
      result(nil)
    }
  }
}
#endif
