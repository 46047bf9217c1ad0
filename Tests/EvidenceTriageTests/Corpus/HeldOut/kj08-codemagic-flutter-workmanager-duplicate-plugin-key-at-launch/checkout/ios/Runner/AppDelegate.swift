import Flutter
import UIKit
import workmanager_apple

@main
@objc class AppDelegate: FlutterAppDelegate {
  static let sightingsSync = "app.meadowlark.birding.sightings-sync"

  static func registerPlugins(with registry: FlutterPluginRegistry) {
    GeneratedPluginRegistrant.register(with: registry)
  }

  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)

    // Background sync of offline sightings (workmanager periodic task, BGAppRefreshTask on iOS).
    WorkmanagerPlugin.registerPeriodicTask(withIdentifier: Self.sightingsSync,
                                           frequency: NSNumber(value: 30 * 60))
    AppDelegate.registerPlugins(with: self) // Register the app's plugins in the context of a normal run
    WorkmanagerPlugin.setPluginRegistrantCallback { registry in
      // Plugins available to the background isolate.
      AppDelegate.registerPlugins(with: registry)
    }
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
