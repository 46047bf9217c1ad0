import UIKit
import Flutter

@UIApplicationMain
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    // flutter_background_service_ios registers dev.flutter.background.refresh
    // in its own didFinishLaunching, which super forwards to plugins.
    let launched = super.application(application, didFinishLaunchingWithOptions: launchOptions)
    TaskRecorder.shared.record(identifier: "dev.flutter.background.refresh", kind: "appRefresh",
                               phase: "registration", outcome: "succeeded")
    #if TEST_HOOKS
    TestHooks.install(appDelegate: self)
    #endif
    return launched
  }
}
