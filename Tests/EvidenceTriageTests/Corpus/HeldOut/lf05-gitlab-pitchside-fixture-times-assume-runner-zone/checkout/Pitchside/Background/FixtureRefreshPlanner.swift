import BackgroundTasks
import Foundation

protocol TaskScheduling {
    func submit(_ request: BGTaskRequest) throws
}

extension BGTaskScheduler: TaskScheduling {}

/// Plans com.pitchside.fixtures.refresh for just after the user's local midnight, when the
/// next day's line-ups are published.
struct FixtureRefreshPlanner {
    static let identifier = "com.pitchside.fixtures.refresh"

    let scheduler: TaskScheduling
    let homeTimeZone: TimeZone

    func planNext(after now: Date) throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let startOfToday = calendar.startOfDay(for: now)
        let nextMidnight = calendar.date(byAdding: .day, value: 1, to: startOfToday)!
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = nextMidnight
        try scheduler.submit(request)
    }
}
