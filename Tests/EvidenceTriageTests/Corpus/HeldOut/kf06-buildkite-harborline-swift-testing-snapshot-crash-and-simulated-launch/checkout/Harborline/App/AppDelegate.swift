import BackgroundTasks
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let timetableRefreshID = "com.harborline.app.timetable-refresh"
    static let offlinePackID = "com.harborline.app.offline-pack"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.timetableRefreshID, using: nil) { task in
            BackgroundLedger.append(Self.timetableRefreshID, .appRefresh, .launch, .succeeded)
            TimetableRefresher.shared.handle(task as! BGAppRefreshTask)
        }
        BackgroundLedger.append(Self.timetableRefreshID, .appRefresh, .registration, refreshOK ? .succeeded : .failed)

        let offlineOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.offlinePackID, using: nil) { task in
            BackgroundLedger.append(Self.offlinePackID, .processing, .launch, .succeeded)
            OfflinePackBuilder.shared.handle(task as! BGProcessingTask)
        }
        BackgroundLedger.append(Self.offlinePackID, .processing, .registration, offlineOK ? .succeeded : .failed)
        return true
    }

    /// Called from the scene delegate when the app moves to the background.
    static func scheduleTimetableRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: timetableRefreshID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 20 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            BackgroundLedger.append(timetableRefreshID, .appRefresh, .submission, .succeeded)
        } catch {
            BackgroundLedger.append(timetableRefreshID, .appRefresh, .submission, .failed, error: error)
        }
    }
}
