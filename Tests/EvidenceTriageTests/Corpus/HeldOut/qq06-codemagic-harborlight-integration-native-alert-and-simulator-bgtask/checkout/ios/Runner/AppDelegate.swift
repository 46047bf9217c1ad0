import UIKit
import Flutter
import workmanager_apple

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
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "com.harborlight.app.lightSync",
      frequency: NSNumber(value: 60 * 60)
    )
    DiagnosticRecorder.shared.recordRegistration(
      identifier: "com.harborlight.app.lightSync", kind: .appRefresh, succeeded: true)
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
