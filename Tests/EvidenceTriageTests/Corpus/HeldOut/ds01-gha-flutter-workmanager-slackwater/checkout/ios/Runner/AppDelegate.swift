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

    // Background work (see docs/background.md). Identifiers must match
    // BGTaskSchedulerPermittedIdentifiers in Info.plist.
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "dev.slackwater.app.refresh",
      frequency: NSNumber(value: 20 * 60))
    WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: "dev.slackwater.app.sync")
    BackgroundRecorder.shared.recordRegistration("dev.slackwater.app.refresh", kind: .appRefresh)
    BackgroundRecorder.shared.recordRegistration("dev.slackwater.app.sync", kind: .processing)

    // PR #398 ("AppDelegate: drop legacy engine bootstrapping") removed the
    // block that handed the generated registrant to workmanager's background
    // engine. Nothing registers plugins for that engine any more.

    #if DEBUG
    if let controller = window?.rootViewController as? FlutterViewController {
      FlutterMethodChannel(name: "slackwater/evidence", binaryMessenger: controller.binaryMessenger)
        .setMethodCallHandler { call, result in
          guard call.method == "recordPending" else { return result(FlutterMethodNotImplemented) }
          BackgroundRecorder.shared.recordPendingRequests { result(nil) }
        }
    }
    #endif

    UNUserNotificationCenter.current().delegate = self
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
