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
    ReminderCategories.register()
    NSLog("[Reminders] center.delegate=%@", String(describing: UNUserNotificationCenter.current().delegate))
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
