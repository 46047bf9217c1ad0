import BackgroundTasks
import Foundation

/// Thin adapter: forwards execution to the job, handles expiration, reports completion.
final class TideRefreshAdapter {
    private let job: TideRefreshJob
    private let recorder = TidewellBackgroundTasks.recorder
    private let id = TidewellBackgroundTasks.refresh

    init(job: TideRefreshJob) { self.job = job }

    func handle(task: BGAppRefreshTask) {
        try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        TidewellBackgroundTasks.scheduleRefresh()

        task.expirationHandler = { [job, recorder, id] in
            job.cancel()
            try? recorder.record(id, kind: .appRefresh, phase: .expiration, outcome: .cancelled)
        }

        Task {
            do {
                try await job.run()
                try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            } catch {
                try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: .failed,
                                     error: ErrorType(error))
                task.setTaskCompleted(success: false)
            }
            NotificationCenter.default.post(name: .tideRefreshDidRun, object: nil)
        }
    }
}
