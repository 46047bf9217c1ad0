import BackgroundTasks
import os

/// Owns the `com.tallowfen.pantry.refresh` app-refresh task.
final class PantryRefreshScheduler {
    static let identifier = "com.tallowfen.pantry.refresh"

    private let scheduler: BGTaskScheduler
    private let log = Logger(subsystem: "com.tallowfen", category: "refresh")

    init(scheduler: BGTaskScheduler = .shared) {
        self.scheduler = scheduler
    }

    /// Called from `application(_:didFinishLaunchingWithOptions:)`.
    func registerHandler(run: @escaping (BGAppRefreshTask) -> Void) {
        let ok = scheduler.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            run(task as! BGAppRefreshTask)
        }
        log.info("register \(Self.identifier, privacy: .public) -> \(ok)")
    }

    /// Asks the system for a refresh no earlier than 30 minutes from now.
    func submitRefresh(now: Date = Date()) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = now.addingTimeInterval(30 * 60)
        try scheduler.submit(request)
    }
}
