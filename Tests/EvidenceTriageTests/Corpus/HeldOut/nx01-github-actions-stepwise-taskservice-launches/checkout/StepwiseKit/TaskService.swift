import Foundation
import BackgroundTasks

/// Process-wide bookkeeping for background work delivered by the OS (BGTaskScheduler
/// launch handlers, location batches) and finished from the JS/worker side.
final class TaskService {
    static let shared = TaskService()

    private var requests: [TaskExecutionRequest] = []
    private var events: [String: [TaskEvent]] = [:]
    private var appRecords: [String: AppRecord] = [:]

    func runTasks(reason: LaunchReason, completion: @escaping (BGTaskResult) -> Void) {
        let request = TaskExecutionRequest(reason: reason)
        requests.append(request)
        request.onFinish = { [unowned self] results in
            completion(results.merged())
            self.requests.removeAll { $0 === request }
        }
        for task in TaskRegistry.shared.tasks(supporting: reason) {
            execute(task, data: reason.payload, request: request)
        }
    }

    func execute(_ task: RegisteredTask, data: [String: Any]?, request: TaskExecutionRequest?) {
        let event = TaskEvent(taskName: task.name, data: data)
        events[task.appId, default: []].append(event)
        request?.add(event)
        WorkerBridge.shared.deliver(event)
    }

    func notifyTaskFinished(name: String, appId: String, response: TaskResponse) {
        guard var queue = events[appId] else { return }
        let finished = queue.first { $0.taskName == name }
        queue.removeAll { $0.taskName == name }
        events[appId] = queue
        for request in requests {
            request.finish(finished, response: response)
        }
    }
}
