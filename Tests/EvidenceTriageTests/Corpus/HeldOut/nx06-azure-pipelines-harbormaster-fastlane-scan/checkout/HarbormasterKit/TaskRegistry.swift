import Foundation

/// Process-wide registry of task consumers. Written when a worker runtime is created or
/// torn down (reload), read when the OS launches the app for background work.
@objc final class TaskRegistry: NSObject {
    @objc static let shared = TaskRegistry()

    private var taskManagers: [String: WeakBox<TaskManager>] = [:]
    private var tasks: [String: [String: RegisteredTask]] = [:]

    func setTaskManager(_ manager: TaskManager?, forAppId appId: String) {
        if let manager {
            taskManagers[appId] = WeakBox(manager)
        } else {
            taskManagers.removeValue(forKey: appId)
        }
    }

    func runTasks(reason: LaunchReason) {
        for (appId, box) in taskManagers {
            guard let manager = box.value else { continue }
            for task in tasks[appId, default: [:]].values where task.supports(reason) {
                manager.execute(task, reason: reason)
            }
        }
    }
}
