import BackgroundTasks
import Foundation

protocol TaskScheduling { func submit(_ request: BGTaskRequest) throws }
extension BGTaskScheduler: TaskScheduling {}

/// Checks whether any prescription needs a refill reminder and schedules the next check.
struct RefillCheckJob {
    static let identifier = "com.tidewell.app.refill-check"
    static let live = RefillCheckJob(store: .shared, scheduler: BGTaskScheduler.shared, clock: SystemClock())

    let store: PrescriptionStore
    let scheduler: TaskScheduling
    let clock: Clock

    func run() async {
        let due = store.prescriptions.filter { $0.remainingDoses(at: clock.now) <= $0.refillThreshold }
        guard !due.isEmpty else { return }
        await RefillReminderCenter.shared.notify(due)
        scheduleNext()
    }

    func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = clock.now.addingTimeInterval(6 * 60 * 60)
        do {
            try scheduler.submit(request)
            TaskEvidence.shared.log(Self.identifier, .appRefresh, .submission, .succeeded)
        } catch {
            TaskEvidence.shared.log(Self.identifier, .appRefresh, .submission, .failed, error: error)
        }
    }

    func handle(_ task: BGAppRefreshTask) {
        let work = Task { await run(); task.setTaskCompleted(success: true) }
        task.expirationHandler = { work.cancel() }
    }
}
