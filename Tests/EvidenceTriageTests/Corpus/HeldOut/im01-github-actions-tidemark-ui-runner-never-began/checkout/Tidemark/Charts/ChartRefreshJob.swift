import BackgroundTasks
import Foundation

/// Refreshes the offline chart catalog when the system grants background time.
final class ChartRefreshJob {
    static let shared = ChartRefreshJob()

    private let catalog = ChartCatalog.live
    private let diagnostics = DiagnosticsRecorder.shared

    func scheduleIfStale(now: Date = Date()) {
        guard catalog.lastRefresh.map({ now.timeIntervalSince($0) > 6 * 3600 }) ?? true else { return }
        let request = BGAppRefreshTaskRequest(identifier: AppDelegate.chartRefreshID)
        request.earliestBeginDate = now.addingTimeInterval(6 * 3600)
        do {
            try BGTaskScheduler.shared.submit(request)
            diagnostics.record(identifier: AppDelegate.chartRefreshID, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            diagnostics.record(identifier: AppDelegate.chartRefreshID, kind: .appRefresh, phase: .submission,
                               outcome: .failed, error: error)
        }
    }

    func handle(_ task: BGAppRefreshTask) {
        let work = Task {
            let changed = try await catalog.refresh()
            task.setTaskCompleted(success: changed >= 0)
        }
        task.expirationHandler = { work.cancel() }
    }
}
