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

    // Background work runs through workmanager. Every identifier below must
    // also be listed in BGTaskSchedulerPermittedIdentifiers (Info.plist).
    WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: "com.burrowmint.outbox.drain")
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "com.burrowmint.balance.refresh",
      frequency: NSNumber(value: 20 * 60))

    UIApplication.shared.setMinimumBackgroundFetchInterval(TimeInterval(60 * 20))

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
