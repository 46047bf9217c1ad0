import BackgroundTasks
import Flutter
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate {
    static let tileRefreshID = "com.trailmate.app.tile-refresh"

    override func application(_ application: UIApplication,
                              didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        DiagnosticsRecorder.shared.record(identifier: Self.tileRefreshID, kind: .appRefresh, phase: .registration) {
            BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.tileRefreshID, using: nil) { task in
                TileRefreshJob.run(task as! BGAppRefreshTask)
            }
        }
        NavigationChannel.register(with: registrar(forPlugin: "NavigationChannel")!)
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}
