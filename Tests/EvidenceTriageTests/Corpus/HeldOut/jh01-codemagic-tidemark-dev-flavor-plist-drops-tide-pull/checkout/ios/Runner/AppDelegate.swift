import BackgroundTasks
import Flutter
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    // Legacy hourly refresh (kept until 3.9 ships) and the new tide pull.
    LegacyRefresh.shared.registerLaunchHandler()
    TidePullScheduler.shared.registerLaunchHandler()
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }

  override func applicationDidEnterBackground(_ application: UIApplication) {
    try? TidePullScheduler.shared.scheduleNext()
  }
}
