import UIKit
import Flutter

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    TillbookDiagnostics.shared.start()   // writes evidence.diagnostic/v1 records to Library/Diagnostics/bg.jsonl
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
