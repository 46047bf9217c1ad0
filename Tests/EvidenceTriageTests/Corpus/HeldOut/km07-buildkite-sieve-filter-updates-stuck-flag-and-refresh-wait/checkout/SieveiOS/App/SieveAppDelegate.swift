import BackgroundTasks
import UIKit

final class SieveAppDelegate: NSObject, UIApplicationDelegate {
    static let refreshTaskID = "com.sieve.ios.filter-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshTaskID, using: nil) { task in
            DiagnosticsRecorder.shared.record(Self.refreshTaskID, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            FilterRefreshTask.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(Self.refreshTaskID, kind: .appRefresh, phase: .registration,
                                          outcome: registered ? .succeeded : .failed)
        return true
    }

    static func scheduleRefresh(earliest: Date) throws {
        let request = BGAppRefreshTaskRequest(identifier: refreshTaskID)
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(refreshTaskID, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            DiagnosticsRecorder.shared.record(refreshTaskID, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }
}
