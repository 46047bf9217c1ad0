import UIKit
import Flutter
import UserNotifications

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)

    UNUserNotificationCenter.current().delegate = self

    // Background fetch drives the tide-reminder refresh (workmanager "iOSPerformFetch").
    // Interval is a minimum; iOS decides when (and whether) to call performFetch.
    UIApplication.shared.setMinimumBackgroundFetchInterval(TimeInterval(60 * 30))

    SlipwayDiagnostics.shared.recordLaunch(options: launchOptions)
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
