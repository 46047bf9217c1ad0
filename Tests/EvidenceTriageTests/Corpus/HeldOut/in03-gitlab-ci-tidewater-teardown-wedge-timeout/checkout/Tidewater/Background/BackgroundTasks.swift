import BackgroundTasks
import Foundation
import os

enum BackgroundTasks {
    static let anchorRefresh = "app.tidewater.anchor-refresh"
    static let chartPrune = "app.tidewater.chart-prune"
    static let anchorRefreshDidRun = Notification.Name("anchorRefreshDidRun")
    private static let log = Logger(subsystem: "app.tidewater", category: "bg")

    static func registerAll() {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: anchorRefresh, using: nil) { task in
            AnchorWatch.shared.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(anchorRefresh, kind: .appRefresh, phase: .registration, ok: refreshOK)
        let pruneOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: chartPrune, using: nil) { task in
            ChartPruneJob.live.handle(SystemProcessingTask(task as! BGProcessingTask))
        }
        DiagnosticRecorder.shared.record(chartPrune, kind: .processing, phase: .registration, ok: pruneOK)
        log.info("registered \(anchorRefresh, privacy: .public)=\(refreshOK) \(chartPrune, privacy: .public)=\(pruneOK)")
    }

    static func submitAnchorRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: anchorRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 10 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(anchorRefresh, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(anchorRefresh, kind: .appRefresh, phase: .submission, ok: false, error: error)
            print("[bg] anchor-refresh submit failed: \(error)")
        }
    }
}
