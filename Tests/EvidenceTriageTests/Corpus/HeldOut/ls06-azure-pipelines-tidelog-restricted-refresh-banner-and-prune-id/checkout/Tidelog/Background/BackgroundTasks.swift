import BackgroundTasks
import os

/// All BGTaskScheduler identifiers Tidelog registers at launch.
enum TidelogTask: String, CaseIterable {
    case tideRefresh = "com.tidelog.app.tide-refresh"          // BGAppRefreshTask, needs "fetch"
    case chartCachePrune = "com.tidelog.app.chart-cache-prune"  // BGProcessingTask, needs "processing"
}

final class BackgroundTasks {
    static let shared = BackgroundTasks()
    private let log = Logger(subsystem: "com.tidelog.app", category: "bgtask")
    let recorder = DiagnosticRecorder.shared

    /// Called from application(_:didFinishLaunchingWithOptions:).
    func registerAll() {
        for task in TidelogTask.allCases {
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: task.rawValue, using: nil) { [weak self] t in
                self?.handle(t, as: task)
            }
            recorder.record(task, phase: .registration, outcome: ok ? .succeeded : .failed)
        }
    }

    func submitTideRefresh(earliest: Date = .now.addingTimeInterval(15 * 60)) throws {
        let request = BGAppRefreshTaskRequest(identifier: TidelogTask.tideRefresh.rawValue)
        request.earliestBeginDate = earliest
        try submit(request, as: .tideRefresh)
    }

    /// Renamed from "com.tidelog.app.chart-prune" in 5.4 (TL-877).
    func submitChartCachePrune() throws {
        let request = BGProcessingTaskRequest(identifier: TidelogTask.chartCachePrune.rawValue)
        request.requiresExternalPower = true
        try submit(request, as: .chartCachePrune)
    }

    private func submit(_ request: BGTaskRequest, as task: TidelogTask) throws {
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(task, phase: .submission, outcome: .succeeded)
        } catch {
            recorder.record(task, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }

    private func handle(_ task: BGTask, as kind: TidelogTask) {
        recorder.record(kind, phase: .launch, outcome: .succeeded)
        // … tide download / cache prune
    }
}
