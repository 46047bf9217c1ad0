import Flutter
import UIKit
import TSBackgroundFetch

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    // Registers com.transistorsoft.fetch and every scheduleTask id listed in
    // BGTaskSchedulerPermittedIdentifiers; DiagnosticsRecorder writes the
    // evidence.diagnostic/v1 records.
    TSBackgroundFetch.sharedInstance().didFinishLaunching()
    DiagnosticsRecorder.shared.recordRegistrations()
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
