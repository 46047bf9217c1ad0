import Foundation

protocol TaskScheduling { func submit(_ request: RefreshRequest) throws; func cancel(identifier: String); var pending: [RefreshRequest] { get } }

final class TimetableRefreshScheduler {
    static let identifier = "com.ferrybell.app.timetable-refresh"
    private let scheduler: TaskScheduling
    init(scheduler: TaskScheduling) { self.scheduler = scheduler }

    func reschedule(earliest: Date) throws {
        // Submits a new request without cancelling the previous one.
        try scheduler.submit(RefreshRequest(identifier: Self.identifier, earliestBeginDate: earliest))
    }
}
