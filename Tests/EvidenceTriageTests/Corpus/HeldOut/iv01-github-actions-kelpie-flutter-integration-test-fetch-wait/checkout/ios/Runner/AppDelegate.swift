import BackgroundTasks
import Flutter
import TSBackgroundFetch
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    // background_fetch registers com.transistorsoft.fetch and every
    // BGTaskSchedulerPermittedIdentifiers entry (app.kelpie.tides.refresh) here.
    TSBackgroundFetch.sharedInstance().didFinishLaunching()
    KelpieDiagnostics.shared.recordRegistrations(
      ["com.transistorsoft.fetch": "appRefresh", "app.kelpie.tides.refresh": "processing"])
    if let controller = window?.rootViewController as? FlutterViewController {
      KelpieDiagnostics.shared.attach(to: controller.binaryMessenger)
    }
    UNUserNotificationCenter.current().delegate = self
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
