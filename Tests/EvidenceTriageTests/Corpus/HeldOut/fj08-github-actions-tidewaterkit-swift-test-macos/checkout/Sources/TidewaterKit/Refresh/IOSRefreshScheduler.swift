#if canImport(BackgroundTasks) && !os(macOS)
import BackgroundTasks
import Foundation

/// iOS counterpart of MacRefreshScheduler: a BGAppRefreshTask whose
/// identifier is listed in the app's BGTaskSchedulerPermittedIdentifiers.
public enum IOSRefreshScheduler {
    public static let identifier = "app.tidewater.refresh"

    public static func register(refresher: TideTableRefresher) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            let work = Task { try? await refresher.refresh() ; task.setTaskCompleted(success: true) }
            task.expirationHandler = { work.cancel() }
            schedule()
        }
    }

    public static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
#endif
