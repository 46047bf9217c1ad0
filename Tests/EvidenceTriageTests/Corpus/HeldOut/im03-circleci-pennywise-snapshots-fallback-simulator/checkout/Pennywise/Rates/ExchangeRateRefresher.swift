import BackgroundTasks
import Foundation

/// What the refresher needs from a system task; BGAppRefreshTask conforms, tests use a fake.
protocol RefreshTask: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: RefreshTask {}

final class ExchangeRateRefresher {
    static let shared = ExchangeRateRefresher()
    private let cache = RateCache.shared

    func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: AppDelegate.ratesRefreshID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 4 * 3600)
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.shared.record(AppDelegate.ratesRefreshID, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            Diagnostics.shared.record(AppDelegate.ratesRefreshID, kind: .appRefresh, phase: .submission, ok: false, error: error)
        }
    }

    func run(_ task: RefreshTask) {
        schedule()
        let work = Task {
            try await cache.refresh()
            NotificationCenter.default.post(name: .rateCacheDidRefresh, object: nil)
            task.setTaskCompleted(success: true)
        }
        task.expirationHandler = { work.cancel(); task.setTaskCompleted(success: false) }
    }
}
