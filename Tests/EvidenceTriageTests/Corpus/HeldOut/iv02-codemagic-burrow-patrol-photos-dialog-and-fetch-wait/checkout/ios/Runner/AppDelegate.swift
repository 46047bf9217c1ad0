import Flutter
import TSBackgroundFetch
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    TSBackgroundFetch.sharedInstance().didFinishLaunching()
    BurrowDiagnostics.shared.recordRegistration("com.transistorsoft.fetch", kind: "appRefresh")
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
