import BackgroundTasks
import Foundation

/// Registers the app's background tasks at launch and records each step for CI (Diagnostics/TaskRecorder).
enum BackgroundTaskRegistry {
    static let tideRefresh = "com.saltmarsh.app.tide-refresh"
    static let chartCacheCleanup = "com.saltmarsh.app.chart-cache-cleanup"

    /// Must run before application(_:didFinishLaunchingWithOptions:) returns.
    static func registerAll(refresh: TideRefreshJob, cleanup: ChartCacheCleanupJob, recorder: TaskRecorder = .shared) {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: tideRefresh, using: nil) { task in
            TideRefreshAdapter(job: refresh, recorder: recorder).handle(task as! BGAppRefreshTask)
        }
        recorder.record(tideRefresh, kind: .appRefresh, phase: .registration,
                        outcome: refreshOK ? .succeeded : .failed,
                        errorType: refreshOK ? nil : "BGTaskScheduler.registrationRejected")
        NSLog("[Saltmarsh] BGTaskScheduler.register(%@) -> %@", tideRefresh, refreshOK ? "true" : "false")

        let cleanupOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: chartCacheCleanup, using: nil) { task in
            ChartCacheCleanupAdapter(job: cleanup, recorder: recorder).handle(task as! BGProcessingTask)
        }
        recorder.record(chartCacheCleanup, kind: .processing, phase: .registration,
                        outcome: cleanupOK ? .succeeded : .failed,
                        errorType: cleanupOK ? nil : "BGTaskScheduler.registrationRejected")
        NSLog("[Saltmarsh] BGTaskScheduler.register(%@) -> %@", chartCacheCleanup, cleanupOK ? "true" : "false")
    }
}
