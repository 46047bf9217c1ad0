import BackgroundTasks
import Foundation

protocol TaskScheduling {
    func submit(_ request: BGTaskRequest) throws
    func cancel(taskRequestWithIdentifier: String)
}
extension BGTaskScheduler: TaskScheduling {}

struct MetronomeReminderScheduler {
    static let identifier = "app.cadence.ios.practice-reminder"
    let scheduler: TaskScheduling
    let clock: Clock
    let enabled: Bool

    func sessionDidEnd(at end: Date) throws {
        guard enabled else { return }
        scheduler.cancel(taskRequestWithIdentifier: Self.identifier)
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        // Uses the time the session is *saved*, not `end`.
        request.earliestBeginDate = clock.now.addingTimeInterval(15 * 60)
        try scheduler.submit(request)
    }
}
