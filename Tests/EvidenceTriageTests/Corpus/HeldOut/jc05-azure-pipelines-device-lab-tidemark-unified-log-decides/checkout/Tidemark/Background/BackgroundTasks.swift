import BackgroundTasks
import os

enum TidemarkTask: String, CaseIterable {
    case tideRefresh = "com.tidemark.app.tide-refresh"          // BGAppRefreshTask
    case chartPackSync = "com.tidemark.app.chart-pack-sync"     // BGProcessingTask, needs power + network
    case logCompaction = "com.tidemark.app.log-compaction"      // BGProcessingTask (added in 6.4)
}

final class BackgroundTasksController {
    static let shared = BackgroundTasksController()
    private let log = Logger(subsystem: "com.tidemark.app", category: "Background")
    private let recorder = DiagnosticRecorder.shared

    func registerAll() {
        register(.tideRefresh) { TideRefreshJob.run($0 as! BGAppRefreshTask) }
        register(.chartPackSync) { ChartPackSyncJob.run($0 as! BGProcessingTask) }
        register(.logCompaction) { LogCompactionJob.run($0 as! BGProcessingTask) }
    }

    private func register(_ task: TidemarkTask, handler: @escaping (BGTask) -> Void) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: task.rawValue, using: nil) { bgTask in
            self.recorder.record(task.rawValue, phase: .launch, outcome: .succeeded)   // buffered; flushed on completion
            handler(bgTask)
        }
    }

    func submit(_ request: BGTaskRequest) throws {
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(request.identifier, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("submit \(request.identifier, privacy: .public) failed: \(error.localizedDescription, privacy: .public)")
            recorder.record(request.identifier, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }
}
