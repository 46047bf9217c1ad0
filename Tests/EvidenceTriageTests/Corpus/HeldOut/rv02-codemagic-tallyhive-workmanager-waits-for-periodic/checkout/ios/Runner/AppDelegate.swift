import UIKit
import Flutter
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
    // Periodic ledger sync (Dart: Workmanager().registerPeriodicTask("com.tallyhive.app.periodicSync", ...))
    WorkmanagerPlugin.registerPeriodicTask(withIdentifier: "com.tallyhive.app.periodicSync",
                                           frequency: NSNumber(value: 15 * 60))
    TallyDiagnostics.shared.recordRegistration(identifier: "com.tallyhive.app.periodicSync", kind: .appRefresh)
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
