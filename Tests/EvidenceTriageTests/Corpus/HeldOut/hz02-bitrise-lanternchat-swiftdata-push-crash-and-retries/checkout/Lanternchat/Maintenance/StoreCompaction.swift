import BackgroundTasks
import Foundation

/// Nightly maintenance: vacuums the message store and prunes attachments older than 90 days.
final class StoreCompaction {
    static let shared = StoreCompaction()
    static let didFinish = Notification.Name("StoreCompactionDidFinish")

    func schedule() {
        let request = BGProcessingTaskRequest(identifier: AppDelegate.compaction.rawValue)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? AppDelegate.recorder.record(AppDelegate.compaction, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            print("[Compaction] submit \(request.identifier) failed: \(error)")
            try? AppDelegate.recorder.record(AppDelegate.compaction, kind: .processing, phase: .submission,
                                             outcome: .failed, error: ErrorType(error))
        }
    }

    func run(_ task: BGProcessingTask) {
        let work = Task {
            await MessageStore.shared.vacuum()
            await AttachmentStore.shared.prune(olderThan: 90)
            NotificationCenter.default.post(name: Self.didFinish, object: nil)
            task.setTaskCompleted(success: true)
        }
        task.expirationHandler = { work.cancel() }
    }
}
