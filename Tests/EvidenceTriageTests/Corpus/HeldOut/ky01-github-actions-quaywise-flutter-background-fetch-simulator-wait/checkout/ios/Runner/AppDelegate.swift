import UIKit
import Flutter
import TSBackgroundFetch

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    // background_fetch registers com.transistorsoft.fetch with BGTaskScheduler in its +load;
    // QuaywiseDiagnostics mirrors the registration/submission outcome into
    // Library/Caches/evidence/diagnostics.jsonl for CI.
    QuaywiseDiagnostics.recordFetchRegistration()
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
