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
    // evidence.diagnostic/v1 lines for CI (registration/submission/launch).
    BackgroundDiagnostics.shared.start()

    #if DEBUG
    if let controller = window?.rootViewController as? FlutterViewController {
      let channel = FlutterMethodChannel(
        name: "hivecount/bgdebug", binaryMessenger: controller.binaryMessenger)
      channel.setMethodCallHandler { call, result in
        guard call.method == "simulateLaunch", let identifier = call.arguments as? String else {
          result(FlutterMethodNotImplemented)
          return
        }
        // Debug builds only: same private call Xcode's lldb recipe uses.
        BGTaskScheduler.shared.perform(
          NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: identifier)
        result(nil)
      }
    }
    #endif

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
