import BackgroundTasks
import EvidenceRecorder

enum BackgroundRefresh {
    static let identifier = "com.tidewell.app.tides.refresh"
    static let recorder = EvidenceRecorder(fileURL: EvidenceRecorder.defaultURL())

    static func registerAtLaunch(job: TideRefreshJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            guard let task = task as? BGAppRefreshTask else { return }
            handle(task, job: job)
        }
        try? recorder.record(identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func submit(earliest: Date = Date(timeIntervalSinceNow: 15 * 60)) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }

    static func handle(_ task: BGAppRefreshTask, job: TideRefreshJob) {
        try? recorder.record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        task.expirationHandler = { job.cancel() }
        Task {
            do {
                try await job.run()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
    }
}
