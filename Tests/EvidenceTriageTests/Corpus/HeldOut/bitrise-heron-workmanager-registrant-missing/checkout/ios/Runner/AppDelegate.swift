import BackgroundTasks
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

    WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: "com.heron.tides.sync")
    WorkmanagerPlugin.registerPeriodicTask(withIdentifier: "com.heron.tides.refresh", frequency: NSNumber(value: 20 * 60))

    UNUserNotificationCenter.current().delegate = self
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
