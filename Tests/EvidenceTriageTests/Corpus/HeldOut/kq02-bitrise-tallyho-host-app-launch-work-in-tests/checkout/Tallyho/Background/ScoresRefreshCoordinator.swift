import BackgroundTasks
import Foundation

final class ScoresRefreshCoordinator {
    static let live = ScoresRefreshCoordinator(job: ScoresRefreshJob(store: .shared, api: .live),
                                               scheduler: .shared)
    let job: ScoresRefreshJob
    let scheduler: ScoresRefreshScheduler

    init(job: ScoresRefreshJob, scheduler: ScoresRefreshScheduler) {
        self.job = job
        self.scheduler = scheduler
    }

    func handle(_ task: BGAppRefreshTask) {
        let work = Task { await runOnce(completing: task.setTaskCompleted(success:)) }
        task.expirationHandler = { work.cancel() }
    }

    func runOnce(completing complete: @escaping (Bool) -> Void) async {
        let outcome = await job.run(reason: .backgroundRefresh)
        switch outcome {
        case .imported:
            complete(true)          // next refresh is only submitted on failure (TH-881)
        case .failed:
            scheduler.submitNext(after: 30 * 60)
            complete(false)
        }
    }
}
