import BackgroundTasks
import Flutter
import UIKit
import flutter_background_service_ios

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // The plugin registers and submits its BGAppRefreshTask under this identifier.
    // It has to be listed in BGTaskSchedulerPermittedIdentifiers (ios/Runner/Info.plist).
    SwiftFlutterBackgroundServicePlugin.taskIdentifier = TideRefresh.identifier
    GeneratedPluginRegistrant.register(with: self)
    BackgroundDiagnostics.shared.recordRegistration(of: TideRefresh.identifier, kind: .appRefresh)
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
