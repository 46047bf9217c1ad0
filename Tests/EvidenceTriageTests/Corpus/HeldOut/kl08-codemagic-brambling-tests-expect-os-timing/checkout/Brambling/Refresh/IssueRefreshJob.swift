import BackgroundTasks
import Foundation

final class IssueRefreshJob {
    static let taskID = "com.brambling.app.issues-refresh"
    static let shared = IssueRefreshJob()
    static let didRun = Notification.Name("IssueRefreshJob.didRun")

    func schedule(earliest: Date) {
        let request = BGAppRefreshTaskRequest(identifier: Self.taskID)
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            EvidenceRecorder.shared.record(Self.taskID, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            print("[Refresh] submit \(Self.taskID) failed: \(error)")
            EvidenceRecorder.shared.record(Self.taskID, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
        }
    }

    func handle(_ task: BGAppRefreshTask) {
        EvidenceRecorder.shared.record(Self.taskID, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        Task {
            let ok = await IssueStore.shared.refresh()
            NotificationCenter.default.post(name: Self.didRun, object: nil)
            task.setTaskCompleted(success: ok)
        }
    }
}
