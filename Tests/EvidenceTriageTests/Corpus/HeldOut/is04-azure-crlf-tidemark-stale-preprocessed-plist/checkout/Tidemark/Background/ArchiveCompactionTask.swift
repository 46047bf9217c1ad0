import BackgroundTasks
import Foundation

/// Nightly: drops cached tide tables older than 30 days and compacts the observation archive.
final class ArchiveCompactionTask {
    func scheduleNightly(now: Date = Date()) throws {
        let request = BGProcessingTaskRequest(identifier: BackgroundTaskIDs.archiveCompact)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Calendar.current.nextDate(after: now, matching: DateComponents(hour: 2), matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            TaskRecorder.shared.record(BackgroundTaskIDs.archiveCompact, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            TaskRecorder.shared.record(BackgroundTaskIDs.archiveCompact, kind: .processing, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }

    func handle(_ task: BGProcessingTask) {
        let op = ArchiveCompactionOperation()
        task.expirationHandler = { op.cancel() }
        op.completionBlock = { task.setTaskCompleted(success: !op.isCancelled) }
        OperationQueue.archive.addOperation(op)
    }
}
