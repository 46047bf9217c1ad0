import BackgroundTasks
import Foundation

protocol CompletableTask: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGTask: CompletableTask {}

/// Makes sure setTaskCompleted is called exactly once per delivery.
final class TaskCompletionGuard {
    private let task: CompletableTask
    private let lock = NSLock()
    private var finished = false

    init(task: CompletableTask) {
        self.task = task
        task.expirationHandler = { self.finish(success: false) }
    }

    func finish(success: Bool) {
        lock.lock(); defer { lock.unlock() }
        guard !finished else { return }
        finished = true
        task.setTaskCompleted(success: success)
    }
}
