import BackgroundTasks
import Foundation

protocol TaskScheduling {
    func submit(_ request: BGTaskRequest) throws
}

extension BGTaskScheduler: TaskScheduling {}

/// Plans the next background bank sync. The sync must run while the access token is still valid,
/// so the request's earliestBeginDate is placed 15 minutes before the token expires, but never
/// earlier than 15 minutes from now.
struct BankSyncScheduler {
    let scheduler: TaskScheduling
    let clock: () -> Date

    func scheduleNext(session: AggregatorSession) throws {
        let request = BGAppRefreshTaskRequest(identifier: AppDelegate.bankSync.rawValue)
        let floor = clock().addingTimeInterval(15 * 60)
        let beforeExpiry = session.refreshTokenExpiresAt.addingTimeInterval(-15 * 60)
        request.earliestBeginDate = max(floor, beforeExpiry)
        try scheduler.submit(request)
    }
}
