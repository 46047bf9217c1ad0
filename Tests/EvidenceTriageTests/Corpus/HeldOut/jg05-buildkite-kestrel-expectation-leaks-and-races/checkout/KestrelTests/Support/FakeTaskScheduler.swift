import Foundation
@testable import Kestrel

/// In-process stand-in for BGTaskScheduler: tests call launch/expire themselves.
final class FakeTaskScheduler: TaskScheduling {
    enum Completion: Equatable { case success, failure }
    private var handlers: [String: (ScheduledTask) -> Void] = [:]
    private var tasks: [String: FakeTask] = [:]

    func register(identifier: String, handler: @escaping (ScheduledTask) -> Void) {
        handlers[identifier] = handler
    }

    func launch(identifier: String) {
        NSLog("[FakeTaskScheduler] launch %@ (simulated)", identifier)
        let task = FakeTask(identifier: identifier)
        tasks[identifier] = task
        handlers[identifier]?(task)
    }

    func expire(identifier: String) {
        NSLog("[FakeTaskScheduler] expire %@ (simulated)", identifier)
        tasks[identifier]?.expirationHandler?()
    }

    func completion(for identifier: String) -> Completion? {
        tasks[identifier]?.completed.map { $0 ? .success : .failure }
    }
}

final class FakeTask: ScheduledTask {
    let identifier: String
    var expirationHandler: (() -> Void)?
    private(set) var completed: Bool?
    init(identifier: String) { self.identifier = identifier }
    func setTaskCompleted(success: Bool) { completed = success }
}
