import BackgroundTasks
import EvidenceRecorder
import Foundation

enum CopperlineTask {
    static let jobSync = "io.copperline.field.job-sync"
    static let photoUpload = "io.copperline.field.photo-upload"
}

final class JobSyncScheduler {
    private let scheduler: TaskScheduling
    var onRun: (() -> Void)?

    init(scheduler: TaskScheduling) {
        self.scheduler = scheduler
    }

    func scheduleNextSync(after interval: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: CopperlineTask.jobSync)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try scheduler.submit(request) { [weak self] in self?.runSync() }
            try? AppDelegate.recorder.record(CopperlineTask.jobSync, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[JobSync] submit failed: %@", "\(error)")
            try? AppDelegate.recorder.record(CopperlineTask.jobSync, kind: .appRefresh, phase: .submission,
                                             outcome: .failed, error: ErrorType(error))
            throw error
        }
    }

    private func runSync() {
        JobStore.shared.pullAssignedJobs()
        onRun?()
    }
}
