import BackgroundTasks
import Foundation

protocol TaskScheduling {
    func submit(_ request: BGTaskRequest) throws
}

extension BGTaskScheduler: TaskScheduling {}

/// Asks iOS for a refresh shortly before a parking session expires so the
/// "meter expires soon" reminder can be updated with the latest extension state.
struct ExpiryRefreshPlanner {
    static let identifier = "com.meterline.app.expiry-refresh"
    /// Product: the reminder fires 10 minutes before expiry.
    static let reminderLead: TimeInterval = 10 * 60
    /// Extra slack so the refresh runs before the reminder is delivered.
    static let refreshSlack: TimeInterval = 5 * 60

    let scheduler: TaskScheduling

    func planRefresh(forSessionEndingAt expiry: Date) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = expiry.addingTimeInterval(-(Self.reminderLead + Self.refreshSlack))
        try scheduler.submit(request)
    }
}
