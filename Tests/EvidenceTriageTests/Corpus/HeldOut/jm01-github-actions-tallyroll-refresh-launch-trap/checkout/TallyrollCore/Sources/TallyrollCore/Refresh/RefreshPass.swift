import Foundation

/// One background reconciliation pass: materialize upcoming charges, plan the
/// reminder ladder and reconcile pending notifications.
public final class RefreshPass: @unchecked Sendable {
    public enum Result: Equatable, Sendable { case completed(changed: Int), expired, failed(String) }

    private let scheduler: ReminderScheduling
    private let task: BackgroundTaskHandle
    private var work: Task<Void, Never>?

    public init(scheduler: ReminderScheduling, task: BackgroundTaskHandle) {
        self.scheduler = scheduler
        self.task = task
    }

    public func run(completion: @escaping @Sendable (Result) -> Void) {
        task.expirationHandler = { [weak self] in
            guard let self else { return }
            self.work?.cancel()
            self.task.setTaskCompleted(success: false)
            completion(.expired)
        }
        work = Task {
            do {
                let changed = try await scheduler.reconcileAll()
                task.setTaskCompleted(success: true)
                completion(.completed(changed: changed))
            } catch {
                task.setTaskCompleted(success: false)
                completion(.failed(String(describing: error)))
            }
        }
    }
}
