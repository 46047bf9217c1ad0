import Flutter
import UIKit
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
    // Identifiers must also be listed in BGTaskSchedulerPermittedIdentifiers.
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "app.tidewatch.mobile.refresh",
      frequency: NSNumber(value: 15 * 60))
    WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: "app.tidewatch.mobile.sync")
    BackgroundDiagnostics.shared.recordRegistration(
      ["app.tidewatch.mobile.refresh": .appRefresh, "app.tidewatch.mobile.sync": .processing])

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
