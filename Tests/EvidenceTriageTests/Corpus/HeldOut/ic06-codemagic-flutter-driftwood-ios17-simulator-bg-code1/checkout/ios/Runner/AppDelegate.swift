import BackgroundTasks
import Flutter
import UIKit
import workmanager

@UIApplicationMain
@objc class AppDelegate: FlutterAppDelegate {
    static let uploadTaskID = "com.driftwood.journal.upload"

    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        WorkmanagerPlugin.setPluginRegistrantCallback { registry in
            GeneratedPluginRegistrant.register(with: registry)
        }
        // Registered before launch finishes, as the plugin's iOS setup requires.
        WorkmanagerPlugin.registerTask(withIdentifier: Self.uploadTaskID)
        BackgroundDiagnostics.shared.record(Self.uploadTaskID, kind: .processing, phase: .registration, outcome: .succeeded)
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}
