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

    // Periodic widget refresh (BGAppRefreshTask under the hood, iOS 13+).
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "dev.tidewatch.app.widgetRefresh",
      frequency: NSNumber(value: 20 * 60))

    // NOTE(2026-11 refactor): plugin registration moved to TidePluginBootstrap
    // so the main engine and the widget preview share it.
    TidePluginBootstrap.registerMainEngine(self)

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
