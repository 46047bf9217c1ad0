import BackgroundTasks
import ReactiveSwift

final class RefreshCoordinator {
    private let tasks: TaskScheduling
    var onRefresh: (() -> Void)?

    init(tasks: TaskScheduling = BGTaskScheduler.shared) {
        self.tasks = tasks
    }

    func register() {
        tasks.register(forTaskWithIdentifier: ProjectRefreshPolicy.identifier, using: nil) { task in
            // Hop to the environment scheduler before touching view models.
            AppEnvironment.current.scheduler.schedule {
                self.onRefresh?()
                task.setTaskCompleted(success: true)
            }
        }
    }
}
