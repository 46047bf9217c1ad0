import Flutter
import UIKit
import UserNotifications
import FirebaseCore

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    FirebaseApp.configure()
    UNUserNotificationCenter.current().delegate = self
    GeneratedPluginRegistrant.register(with: self)
    application.registerForRemoteNotifications()
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }

  // Added in QRY-412 to log silent pushes for the sync dashboard.
  override func application(
    _ application: UIApplication,
    didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    let id = userInfo["gcm.message_id"] as? String ?? "-"
    NSLog("[AppDelegate] remote notification received contentAvailable=%@ gcm.message_id=%@",
          String(describing: (userInfo["aps"] as? [String: Any])?["content-available"] ?? 0), id)
    SyncDashboard.shared.recordPush(id: id)
    completionHandler(.noData)
  }
}
