import BackgroundTasks
import FerruleShared

final class BackupScheduler {
    static let shared = BackupScheduler()
    var onWorkerFinished: ((String) -> Void)?
    var runStore: BackupRunStore = .shared

    /// Nightly backup: large upload, so wait for power and Wi-Fi.
    func enqueueNightly() throws {
        let request = BGProcessingTaskRequest(identifier: "kmp_master_dispatcher_task")
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            IosWorkDispatcher.shared.enqueue(taskId: "nightly-backup")
            DiagnosticRecorder.shared.submitted("kmp_master_dispatcher_task", kind: .processing, error: nil)
        } catch {
            DiagnosticRecorder.shared.submitted("kmp_master_dispatcher_task", kind: .processing, error: error)
            throw error
        }
    }

    func pendingTaskIds() -> [String] { IosWorkDispatcher.shared.pendingIds() }
}
