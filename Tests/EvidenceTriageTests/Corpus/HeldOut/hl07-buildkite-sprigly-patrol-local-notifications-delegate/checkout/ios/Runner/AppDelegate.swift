import UIKit
import Flutter
import flutter_local_notifications
import CoachmarkPush

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    FlutterLocalNotificationsPlugin.setPluginRegistrantCallback { registry in
      GeneratedPluginRegistrant.register(with: registry)
    }
    GeneratedPluginRegistrant.register(with: self)

    // Coachmark (marketing push SDK, added in 5.2) wants to see every notification response.
    CoachmarkPush.configure(appKey: CoachmarkConfig.appKey)
    UNUserNotificationCenter.current().delegate = CoachmarkPush.notificationDelegate

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
