import BackgroundTasks
import Foundation

/// Keeps line-status alerts fresh so the widget can warn about suspensions.
final class ServiceAlertRefresh {
    static let identifier = "com.corvane.alerts.refresh"

    let fetchAlerts: () async throws -> [String]
    var onAlerts: ([String]) -> Void = { _ in }

    init(fetchAlerts: @escaping () async throws -> [String]) {
        self.fetchAlerts = fetchAlerts
    }

    func submit(using scheduler: BGTaskScheduler = .shared) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 20 * 60)
        try scheduler.submit(request)
    }

    /// Called with the system's task, or with a `RefreshTaskProtocol` fake in tests.
    func handle(_ task: RefreshTaskProtocol) {
        let work = Task {
            let alerts = (try? await fetchAlerts()) ?? []
            onAlerts(alerts)
            task.setTaskCompleted(success: true)
        }
        task.expirationHandler = { work.cancel() }
    }
}

protocol RefreshTaskProtocol: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGAppRefreshTask: RefreshTaskProtocol {}
