import BackgroundTasks
import Foundation

protocol TaskSubmitting: AnyObject {
    func submit(_ request: BGTaskRequest) throws
}
extension BGTaskScheduler: TaskSubmitting {}

/// After a refresh runs, waits out the quiet period and asks for the next one.
final class ReminderRefreshJob<C: Clock> where C.Duration == Duration {
    static var identifier: String { ReminderRefresh.identifier }

    private let scheduler: TaskSubmitting
    private let clock: C
    let quietPeriod: Duration

    init(scheduler: TaskSubmitting = BGTaskScheduler.shared, clock: C, quietPeriod: Duration = .seconds(30 * 60)) {
        self.scheduler = scheduler
        self.clock = clock
        self.quietPeriod = quietPeriod
    }

    func finishAndScheduleNext() async throws {
        try await Task.sleep(for: quietPeriod)
        let request = BGAppRefreshTaskRequest(identifier: ReminderRefresh.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        try scheduler.submit(request)
    }
}

enum ReminderRefresh {
    static let identifier = "com.fenwright.reminder.refresh"
}
