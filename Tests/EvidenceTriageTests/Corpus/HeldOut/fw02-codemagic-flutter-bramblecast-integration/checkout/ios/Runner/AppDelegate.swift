import Flutter
import UIKit
import flutter_background_service_ios

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    // Identifier used by flutter_background_service for its BGAppRefreshTask.
    SwiftFlutterBackgroundServicePlugin.taskIdentifier = "dev.flutter.background.refresh"
    // NOTE: the service runs onStart/onIosBackground in a second FlutterEngine.
    // Plugins used there must be registered for that engine too; the
    // setPluginRegistrantCallback block that did this was removed in the
    // AppDelegate cleanup (#412).
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
