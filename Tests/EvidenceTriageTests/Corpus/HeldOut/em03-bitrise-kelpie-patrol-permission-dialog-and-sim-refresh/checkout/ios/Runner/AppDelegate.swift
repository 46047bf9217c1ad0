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
    // Must match BGTaskSchedulerPermittedIdentifiers and lib/sync/background_sync.dart
    WorkmanagerPlugin.registerPeriodicTask(withIdentifier: "app.kelpie.tides.refresh", frequency: NSNumber(value: 60 * 60))
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
