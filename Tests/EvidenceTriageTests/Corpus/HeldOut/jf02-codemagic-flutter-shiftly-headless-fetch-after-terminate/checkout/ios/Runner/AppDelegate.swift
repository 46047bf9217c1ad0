import UIKit
import Flutter
import TSBackgroundFetch

@UIApplicationMain
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    // background_fetch registers com.transistorsoft.fetch with BGTaskScheduler here.
    TSBackgroundFetch.sharedInstance().didFinishLaunching()
    TaskDiagnostics.shared.record(identifier: "com.transistorsoft.fetch", kind: "appRefresh",
                                  phase: "registration", outcome: "succeeded", errorType: nil)
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
