import BackgroundTasks
import Foundation
import os

/// Hands out the task scheduler the refresh wiring uses. Tests on CI get an in-memory fake so nothing
/// depends on the system ever launching the app in the background.
enum SchedulerFactory {
    private static let log = Logger(subsystem: "com.cobbleway.courier", category: "Wiring")

    static func make(environment: [String: String] = ProcessInfo.processInfo.environment) -> TaskScheduling {
        if environment["USE_FAKE_SCHEDULER"] == "1" {
            log.info("USE_FAKE_SCHEDULER=1; using FakeTaskScheduler")
            return FakeTaskScheduler()
        }
        log.info("USE_FAKE_SCHEDULER not set; using BGTaskScheduler.shared")
        return SystemTaskScheduler(BGTaskScheduler.shared)
    }
}

protocol TaskScheduling: AnyObject {
    var submittedIdentifiers: [String] { get }
    func submit(_ request: BGTaskRequest) throws
}

final class SystemTaskScheduler: TaskScheduling {
    private let scheduler: BGTaskScheduler
    private let log = Logger(subsystem: "com.cobbleway.courier", category: "Wiring")
    private(set) var submittedIdentifiers: [String] = []

    init(_ scheduler: BGTaskScheduler) { self.scheduler = scheduler }

    func submit(_ request: BGTaskRequest) throws {
        do {
            try scheduler.submit(request)
            submittedIdentifiers.append(request.identifier)
        } catch {
            log.error("submit \(request.identifier, privacy: .public) failed: \(String(describing: error), privacy: .public)")
            throw error
        }
    }
}

final class FakeTaskScheduler: TaskScheduling {
    private(set) var submittedIdentifiers: [String] = []
    func submit(_ request: BGTaskRequest) throws { submittedIdentifiers.append(request.identifier) }
}
