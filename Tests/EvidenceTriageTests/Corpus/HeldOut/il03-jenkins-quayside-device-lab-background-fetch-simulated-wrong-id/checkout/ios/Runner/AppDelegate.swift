import BackgroundTasks
import Flutter
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // background_fetch registers every com.transistorsoft.* identifier from
    // BGTaskSchedulerPermittedIdentifiers during plugin registration.
    GeneratedPluginRegistrant.register(with: self)
    QuaysideEvidence.shared.recordPluginRegistrations()
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
