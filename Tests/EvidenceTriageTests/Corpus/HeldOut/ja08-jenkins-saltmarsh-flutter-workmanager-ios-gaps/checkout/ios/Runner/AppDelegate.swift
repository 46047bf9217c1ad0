import Flutter
import UIKit
import UserNotifications
import workmanager

@UIApplicationMain
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    UNUserNotificationCenter.current().delegate = self

    // workmanager 0.5.x: one-off tasks run as BGProcessingTask "workmanager.background.task".
    WorkmanagerPlugin.registerTask(withIdentifier: "workmanager.background.task")
    WorkmanagerPlugin.setPluginRegistrantCallback { registry in
      GeneratedPluginRegistrant.register(with: registry)
    }
    SaltmarshDiagnostics.installRecorder()

    #if DEBUG
    TestHooks.install(on: window?.rootViewController as? FlutterViewController)
    #endif
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
