import UIKit
import Flutter
import workmanager

@UIApplicationMain
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)

    // Background fetch drives the Dart callbackDispatcher (lib/background/dispatcher.dart).
    UIApplication.shared.setMinimumBackgroundFetchInterval(TimeInterval(60 * 30))

    CleanupTask.register()   // native BGProcessingTask, see CleanupTask.swift

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
