import Flutter
import UIKit
import workmanager_apple

@main
@objc class AppDelegate: FlutterAppDelegate {
  static let periodicUploadID = "app.saltgrass.field.periodic-upload"
  static let backlogUploadID = "app.saltgrass.field.upload-backlog"

  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)

    // Third-party plugins for the background engine (workmanager runs Dart in a
    // separate FlutterEngine when iOS launches a task).
    WorkmanagerPlugin.setPluginRegistrantCallback { registry in
      GeneratedPluginRegistrant.register(with: registry)
    }

    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: AppDelegate.periodicUploadID,
      frequency: NSNumber(value: 20 * 60))
    TaskRecorder.shared.record(AppDelegate.periodicUploadID, kind: .appRefresh,
                               phase: .registration, outcome: .succeeded)
    WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: AppDelegate.backlogUploadID)
    TaskRecorder.shared.record(AppDelegate.backlogUploadID, kind: .processing,
                               phase: .registration, outcome: .succeeded)

    // The device vault channel reads the upload token from the keychain.
    // It is attached to the window's engine only.
    if let controller = window?.rootViewController as? FlutterViewController {
      DeviceVaultChannel.attach(to: controller.binaryMessenger)
      DiagnosticsChannel.attach(to: controller.binaryMessenger)
    }

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
