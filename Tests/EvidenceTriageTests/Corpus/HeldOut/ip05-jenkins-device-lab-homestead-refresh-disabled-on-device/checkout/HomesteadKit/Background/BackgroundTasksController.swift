import BackgroundTasks
import Foundation

public final class BackgroundTasksController {
    public static let sensorRefresh = "io.homestead.app.sensor-refresh"
    public static let historyCompaction = "io.homestead.app.history-compaction"

    private let environment: AppEnvironment
    private let records: BackgroundTaskRecorder

    public init(environment: AppEnvironment, records: BackgroundTaskRecorder = .shared) {
        self.environment = environment
        self.records = records
    }

    public func registerAll() {
        let refresh = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.sensorRefresh, using: nil) { task in
            self.runSensorRefresh(task as! BGAppRefreshTask)
        }
        records.record(Self.sensorRefresh, .appRefresh, .registration, refresh ? .succeeded : .failed)
        let compaction = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.historyCompaction, using: nil) { task in
            HistoryCompactionJob(store: self.environment.historyStore).run(task as! BGProcessingTask)
        }
        records.record(Self.historyCompaction, .processing, .registration, compaction ? .succeeded : .failed)
    }

    /// Throws what `BGTaskScheduler.submit` throws, so callers and tests see it.
    public func submitSensorRefresh() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.sensorRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 5 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            records.record(Self.sensorRefresh, .appRefresh, .submission, .succeeded)
        } catch {
            records.record(Self.sensorRefresh, .appRefresh, .submission, .failed, error: error)
            Log.background.error("sensor-refresh submit failed: \(error as NSError)")
            throw error
        }
    }

    public func scheduleSensorRefresh() { try? submitSensorRefresh() }

    public func scheduleHistoryCompactionIfNeeded() {
        let request = BGProcessingTaskRequest(identifier: Self.historyCompaction)
        request.requiresExternalPower = true
        try? BGTaskScheduler.shared.submit(request)
    }

    private func runSensorRefresh(_ task: BGAppRefreshTask) {
        records.record(Self.sensorRefresh, .appRefresh, .launch, .succeeded)
        scheduleSensorRefresh()
        let work = Task { try await environment.sensorReporter.reportAll() }
        task.expirationHandler = { work.cancel() }
        Task {
            let ok = (try? await work.value) != nil
            records.record(Self.sensorRefresh, .appRefresh, .completion, ok ? .succeeded : .failed)
            task.setTaskCompleted(success: ok)
        }
    }
}
