import BackgroundTasks
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
        // Overnight forecast prefetch (BGProcessingTask).
        WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: "com.pollenpath.app.forecast-prefetch")
        Diagnostics.shared.record("com.pollenpath.app.forecast-prefetch", kind: "processing", phase: "registration", outcome: "succeeded")

        // Pollen counts are refreshed by the periodic task scheduled from Dart
        // (lib/background/pollen_sync.dart) since the workmanager 0.9 migration (PR #588).

        DebugBackgroundLaunch.simulateIfRequested()
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}
