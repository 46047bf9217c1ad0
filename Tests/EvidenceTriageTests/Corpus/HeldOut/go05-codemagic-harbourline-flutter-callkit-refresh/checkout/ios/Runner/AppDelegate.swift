import UIKit
import Flutter
import BackgroundTasks
import EvidenceRecorder

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    CallSyncScheduler.shared.registerLaunchHandler()
    if let controller = window?.rootViewController as? FlutterViewController {
      CallSyncScheduler.shared.attach(to: controller.binaryMessenger)
    }
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
