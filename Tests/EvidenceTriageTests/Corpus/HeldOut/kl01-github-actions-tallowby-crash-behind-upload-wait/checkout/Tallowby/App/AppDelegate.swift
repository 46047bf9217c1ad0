import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let exportTaskID = "com.tallowby.app.export-nightly"
    static let listRefreshTaskID = "com.tallowby.app.list-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let scheduler = BGTaskScheduler.shared
        let exportOK = scheduler.register(forTaskWithIdentifier: Self.exportTaskID, using: nil) { task in
            NightlyExportJob.live.handle(task as! BGProcessingTask)
        }
        EvidenceRecorder.shared.record(Self.exportTaskID, kind: .processing, phase: .registration,
                                       outcome: exportOK ? .succeeded : .failed)
        let refreshOK = scheduler.register(forTaskWithIdentifier: Self.listRefreshTaskID, using: nil) { task in
            ListRefreshJob.live.handle(task as! BGAppRefreshTask)
        }
        EvidenceRecorder.shared.record(Self.listRefreshTaskID, kind: .appRefresh, phase: .registration,
                                       outcome: refreshOK ? .succeeded : .failed)
        Log.app.notice("launch: registered \(Self.exportTaskID), \(Self.listRefreshTaskID)")

        // UI tests and support builds can run the export right now, in the foreground,
        // without going through BGTaskScheduler.
        if ProcessInfo.processInfo.arguments.contains("-RunNightlyExportNow") {
            Log.export.notice("-RunNightlyExportNow set, running NightlyExportJob in the foreground")
            DispatchQueue.global(qos: .userInitiated).async {
                NightlyExportJob.live.run(trigger: .launchArgument) { _ in }
            }
        }
        return true
    }
}
