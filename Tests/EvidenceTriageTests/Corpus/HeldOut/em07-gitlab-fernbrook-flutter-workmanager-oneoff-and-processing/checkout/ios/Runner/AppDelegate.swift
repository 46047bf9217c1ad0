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
    WorkmanagerPlugin.setPluginRegistrantCallback { registry in
      GeneratedPluginRegistrant.register(with: registry)
    }
    // BGProcessingTask for the nightly database compaction (lib/background/tasks.dart)
    WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: "app.fernbrook.field.compaction")
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
