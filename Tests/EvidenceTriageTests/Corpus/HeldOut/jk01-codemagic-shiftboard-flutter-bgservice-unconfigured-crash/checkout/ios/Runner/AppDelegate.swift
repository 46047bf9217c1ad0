import BackgroundTasks
import Flutter
import UIKit
import flutter_background_service_ios

@main
@objc class AppDelegate: FlutterAppDelegate {
    static let refreshTaskIdentifier = "dev.flutter.background.refresh"

    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // flutter_background_service registers its BGAppRefreshTask handler for this
        // identifier from its own didFinishLaunching hook, whether or not Dart ever
        // calls configure().
        SwiftFlutterBackgroundServicePlugin.taskIdentifier = Self.refreshTaskIdentifier
        GeneratedPluginRegistrant.register(with: self)
        DiagnosticsRecorder.shared.record(.registration,
                                          identifier: Self.refreshTaskIdentifier,
                                          kind: .appRefresh,
                                          outcome: .succeeded)
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}
