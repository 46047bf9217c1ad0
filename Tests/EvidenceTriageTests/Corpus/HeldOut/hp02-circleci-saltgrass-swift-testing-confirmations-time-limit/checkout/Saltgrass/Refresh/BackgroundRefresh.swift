import BackgroundTasks
import os

enum BackgroundRefresh {
    static let identifier = "app.saltgrass.tides.refresh"   // BGTaskSchedulerPermittedIdentifiers
    static let log = Logger(subsystem: "app.saltgrass.tides", category: "BackgroundRefresh")

    enum Event: Equatable { case submitted, launched, completed(Bool) }
    private static let continuation = AsyncStream<Event>.makeStream()
    static var events: AsyncStream<Event> { continuation.stream }

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func register(makeJob: @escaping () -> TideRefreshJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            print("BackgroundRefresh: launched \(identifier)")
            continuation.continuation.yield(.launched)
            let job = makeJob()
            task.expirationHandler = { print("BackgroundRefresh: expired \(identifier)") }
            job.run { success in
                continuation.continuation.yield(.completed(success))
                task.setTaskCompleted(success: success)
            }
            try? schedule(earliestBegin: Date(timeIntervalSinceNow: 60 * 60))
        }
        print("BackgroundRefresh: registered \(identifier) -> \(ok)")
    }

    static func schedule(earliestBegin: Date) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = earliestBegin
        try BGTaskScheduler.shared.submit(request)
        print("BackgroundRefresh: submitted \(identifier) (earliestBeginDate: \(earliestBegin))")
        continuation.continuation.yield(.submitted)
    }
}
