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
    // BGAppRefreshTask handler for the 15-minute tide sync (must be registered before launch ends).
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "app.tidepoint.mobile.tide-sync",
      frequency: NSNumber(value: 15 * 60))
    NSLog("[Tidepoint] registered periodic task app.tidepoint.mobile.tide-sync")

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
