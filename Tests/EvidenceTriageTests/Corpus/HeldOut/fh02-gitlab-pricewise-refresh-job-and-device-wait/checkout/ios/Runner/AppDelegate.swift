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
    // Also listed in Info.plist BGTaskSchedulerPermittedIdentifiers.
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "com.pricewise.app.refresh",
      frequency: NSNumber(value: 15 * 60)
    )

    TestSupportChannel.install(on: window?.rootViewController as? FlutterViewController)
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
