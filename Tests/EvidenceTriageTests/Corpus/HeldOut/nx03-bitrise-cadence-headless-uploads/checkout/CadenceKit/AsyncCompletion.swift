import Foundation

/// Resolves a headless task's promise back into the worker context that started it.
final class AsyncCompletion {
    unowned let context: WorkerContext
    let queue: DispatchQueue

    init(context: WorkerContext, queue: DispatchQueue) {
        self.context = context
        self.queue = queue
    }

    func resolve(_ value: TaskResult) {
        queue.async {
            self.context.deliver(value)
        }
    }
}
