import Flutter
import UIKit
import background_fetch

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    // background_fetch registers every BGTaskSchedulerPermittedIdentifiers entry itself.
    DiagnosticsRecorder.shared.recordRegistrations(from: Bundle.main)
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}

enum LedgerSync {
  static let taskId = "com.quokkaledger.sync"
  static var onRun: ((String) -> Void)?
}
