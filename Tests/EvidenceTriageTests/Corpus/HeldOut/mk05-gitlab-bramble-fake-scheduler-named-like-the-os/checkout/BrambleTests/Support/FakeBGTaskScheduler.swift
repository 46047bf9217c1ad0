import BackgroundTasks
import Foundation
@testable import Bramble

/// In-memory stand-in for BGTaskScheduler. Nothing here talks to the system.
final class FakeBGTaskScheduler: TaskScheduling {
    private(set) var submitted: [BGTaskRequest] = []
    private var handlers: [String: (Bool) -> Void] = [:]
    var onHandlerInvoked: ((String) -> Void)?
    var lastSubmitted: BGProcessingTaskRequest? { submitted.last as? BGProcessingTaskRequest }

    func submit(_ request: BGTaskRequest) throws { submitted.append(request) }
    func onLaunch(_ id: String, _ handler: @escaping (Bool) -> Void) { handlers[id] = handler }

    func runLaunchHandler(for id: String, result: Result<Void, Error>) async throws {
        handlers[id]?((try? result.get()) != nil)
    }

    /// Fires every request whose earliestBeginDate is strictly before `date`.
    func fireDueTasks(at date: Date) {
        for r in submitted where (r.earliestBeginDate ?? .distantPast) < date {
            handlers[r.identifier]?(true)
            onHandlerInvoked?(r.identifier)
        }
    }
}
