import BackgroundTasks
import EvidenceRecorder
import Foundation

final class BerthRefreshAdapter {

    static let identifier = "com.harborlight.app.berth-refresh"
    private let job: BerthRefreshJob
    private let recorder = Evidence.recorder
    private let id = try! TaskIdentifier(BerthRefreshAdapter.identifier)

    init(job: BerthRefreshJob) { self.job = job }

    func handle(task: BGAppRefreshTask) {
        try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        Evidence.scheduleBerthRefresh()
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
