import BackgroundTasks
import ReactiveSwift

/// Submits the next project-refresh request 5 s after the app backgrounds
/// (debounced, so quick app switches do not resubmit).
final class ProjectRefreshPolicy {
    static let identifier = "com.backerly.ios.project-refresh"
    private let tasks: TaskScheduling
    private let (backgrounded, backgroundedObserver) = Signal<Void, Never>.pipe()

    init(tasks: TaskScheduling = BGTaskScheduler.shared) {
        self.tasks = tasks
        backgrounded
            // AppEnvironment.current is read when the policy is created.
            .debounce(5, on: AppEnvironment.current.scheduler)
            .observeValues { [weak self] in self?.submitNext() }
    }

    func appDidEnterBackground() { backgroundedObserver.send(value: ()) }

    private func submitNext() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = AppEnvironment.current.scheduler.currentDate.addingTimeInterval(15 * 60)
        try? tasks.submit(request)
    }
}
