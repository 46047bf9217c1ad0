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
    // Periodic pantry sync; identifier must also be in BGTaskSchedulerPermittedIdentifiers.
    WorkmanagerPlugin.registerPeriodicTask(withIdentifier: "app.crumbly.mobile.pantry-sync",
                                           frequency: NSNumber(value: 4 * 60 * 60))
    NSLog("[BackgroundTasks] registered app.crumbly.mobile.pantry-sync (workmanager)")
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
