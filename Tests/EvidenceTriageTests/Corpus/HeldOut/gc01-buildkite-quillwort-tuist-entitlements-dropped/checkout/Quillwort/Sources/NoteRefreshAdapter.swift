import BackgroundTasks
import EvidenceRecorder

final class NoteRefreshAdapter {
    private let job: NoteRefreshJob
    private let recorder = QuillwortBackgroundTasks.recorder
    private let id = QuillwortBackgroundTasks.refresh

    init(job: NoteRefreshJob) { self.job = job }

    func handle(task: BGAppRefreshTask) {
        try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        QuillwortBackgroundTasks.scheduleRefresh()
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
                try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: .failed, error: ErrorType(error))
                task.setTaskCompleted(success: false)
            }
        }
    }
}
