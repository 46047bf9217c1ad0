import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let timetableRefreshID = "com.ferrymark.app.timetable-refresh"
    static let nightlyFlushID = "com.ferrymark.app.nightly-flush"   // BGProcessingTask, added in #2207

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.timetableRefreshID, using: nil) { task in
            TimetableRefresh.shared.handle(task as! BGAppRefreshTask)
        }
        Diagnostics.shared.record(Self.timetableRefreshID, kind: .appRefresh, phase: .registration, ok: refreshOK)

        let flushOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.nightlyFlushID, using: nil) { task in
            AnalyticsUploader.shared.handleNightlyFlush(task as! BGProcessingTask)
        }
        Diagnostics.shared.record(Self.nightlyFlushID, kind: .processing, phase: .registration, ok: flushOK)
        print("[Ferrymark] launch: registered timetable-refresh=\(refreshOK) nightly-flush=\(flushOK)")

        AnalyticsUploader.shared.scheduleNightlyFlush()
        return true
    }
}
