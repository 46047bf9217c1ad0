import BackgroundTasks
import Flutter
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)

    let controller = window?.rootViewController as! FlutterViewController
    BackgroundWorkerApiSetup.setUp(binaryMessenger: controller.binaryMessenger,
                                   api: BackgroundWorkerApiImpl.shared)

    // Must happen before didFinishLaunching returns.
    BackgroundWorkerApiImpl.registerBackgroundTasks()

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
