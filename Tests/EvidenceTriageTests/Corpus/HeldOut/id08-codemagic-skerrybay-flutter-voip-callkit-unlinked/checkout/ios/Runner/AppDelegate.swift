import BackgroundTasks
import Flutter
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate {
    static let timetableRefreshID = "com.skerrybay.crew.timetable-refresh"

    override func application(_ application: UIApplication,
                              didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.timetableRefreshID, using: nil) { task in
            TimetableRefresh.run(task as! BGAppRefreshTask)
        }
        EvidenceRecorder.shared.record(identifier: Self.timetableRefreshID, kind: .appRefresh,
                                       phase: .registration, outcome: .succeeded)
        CrewCallChannel.install(on: window?.rootViewController as? FlutterViewController)
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}
