import BackgroundTasks
import EvidenceRecorder
import Foundation

final class BackgroundScheduler {
    static let forecastRefresh = "com.gullwing.app.forecast-refresh"   // BGAppRefreshTask
    static let trackCompaction = "com.gullwing.app.track-compaction"   // BGProcessingTask (GW-740)

    private let recorder: EvidenceRecorder

    init(recorder: EvidenceRecorder) {
        self.recorder = recorder
    }

    func registerHandlers() {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.forecastRefresh, using: nil) { task in
            ForecastRefresh.run(task as! BGAppRefreshTask)
        }
        try? recorder.record(Self.forecastRefresh, kind: .appRefresh, phase: .registration,
                             outcome: refreshOK ? .succeeded : .failed)
        let compactionOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.trackCompaction, using: nil) { task in
            TrackCompaction.run(task as! BGProcessingTask)
        }
        try? recorder.record(Self.trackCompaction, kind: .processing, phase: .registration,
                             outcome: compactionOK ? .succeeded : .failed)
    }

    func scheduleForecastRefresh() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.forecastRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(Self.forecastRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            print("Could not schedule app refresh: \(error)")
            try? recorder.record(Self.forecastRefresh, kind: .appRefresh, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
            throw error
        }
    }

    /// GW-740: compact recorded GPS tracks overnight while charging.
    func scheduleTrackCompaction() throws {
        let request = BGProcessingTaskRequest(identifier: Self.trackCompaction)
        request.requiresExternalPower = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(Self.trackCompaction, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            print("Could not schedule track compaction: \(error)")
            try? recorder.record(Self.trackCompaction, kind: .processing, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
            throw error
        }
    }
}
