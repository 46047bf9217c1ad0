import Flutter
import UIKit
import workmanager

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)

    WorkmanagerPlugin.setPluginRegistrantCallback { registry in
      GeneratedPluginRegistrant.register(with: registry)
    }
    // Roster refresh: every 15 minutes at most; iOS decides when it actually runs.
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "com.ternshifts.app.rosterRefresh",
      frequency: NSNumber(value: 15 * 60))
    DiagnosticRecorder.shared.recordRegistration("com.ternshifts.app.rosterRefresh", kind: .appRefresh)

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
