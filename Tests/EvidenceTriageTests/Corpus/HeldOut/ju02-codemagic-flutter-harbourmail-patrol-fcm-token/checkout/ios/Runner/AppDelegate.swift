import Flutter
import UIKit
import FirebaseCore
import workmanager_apple

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    FirebaseApp.configure()
    GeneratedPluginRegistrant.register(with: self)
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "com.keelhaul.harbourmail.inbox-refresh",
      frequency: NSNumber(value: 30 * 60))
    EvidenceRecorder.shared.noteRegistration("com.keelhaul.harbourmail.inbox-refresh", kind: "appRefresh")
    application.registerForRemoteNotifications()
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
