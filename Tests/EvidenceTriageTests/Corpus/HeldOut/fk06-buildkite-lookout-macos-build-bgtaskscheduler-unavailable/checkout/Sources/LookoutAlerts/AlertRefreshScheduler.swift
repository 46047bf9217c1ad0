import Foundation
import LookoutCore

#if canImport(BackgroundTasks)
import BackgroundTasks

/// Periodically re-evaluates alert rules while the host app is in the background, so a
/// threshold crossed overnight produces a local notification without the app being opened.
/// The host app must list `identifier` in BGTaskSchedulerPermittedIdentifiers and enable
/// the "fetch" background mode, and call `register()` before launch finishes.
public final class AlertRefreshScheduler {
    public let identifier: String
    private let evaluator: AlertEvaluating
    private let interval: TimeInterval

    public init(identifier: String, evaluator: AlertEvaluating, interval: TimeInterval = 30 * 60) {
        self.identifier = identifier
        self.evaluator = evaluator
        self.interval = interval
    }

    @discardableResult
    public func register() -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { [weak self] task in
            guard let self, let refresh = task as? BGAppRefreshTask else {
                task.setTaskCompleted(success: false)
                return
            }
            AlertBackgroundRefresh(evaluator: self.evaluator).handle(refresh)
            self.schedule()
        }
    }

    public func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        try? BGTaskScheduler.shared.submit(request)
    }
}
#endif
