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

    // Background tide refresh (see docs/ios-background.md).
    WorkmanagerPlugin.setPluginRegistrantCallback { registry in
      GeneratedPluginRegistrant.register(with: registry)
    }
    UIApplication.shared.setMinimumBackgroundFetchInterval(TimeInterval(60 * 15))
    WorkmanagerPlugin.registerTask(withIdentifier: "com.tidemark.app.tide-refresh")

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
