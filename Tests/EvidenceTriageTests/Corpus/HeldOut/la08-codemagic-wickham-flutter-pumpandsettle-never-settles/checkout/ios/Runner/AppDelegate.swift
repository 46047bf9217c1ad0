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
    // Only the plugin's legacy fetch identifier is registered; the periodic task
    // "dev.wickham.garden.sync" (lib/sync/garden_sync.dart) is neither registered here nor
    // listed in Info.plist's BGTaskSchedulerPermittedIdentifiers.
    WorkmanagerPlugin.registerTask(withIdentifier: "be.tramckrijte.workmanager.BackgroundFetch")
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
