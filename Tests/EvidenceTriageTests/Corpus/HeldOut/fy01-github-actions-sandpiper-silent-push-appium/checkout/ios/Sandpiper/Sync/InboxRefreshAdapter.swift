import BackgroundTasks
import EvidenceRecorder

final class InboxRefreshAdapter {
    private let service: InboxSyncService
    private let recorder: EvidenceRecorder
    private let id = try! TaskIdentifier(AppDelegate.refreshID)

    init(service: InboxSyncService, recorder: EvidenceRecorder) {
        self.service = service
        self.recorder = recorder
    }

    func handle(_ task: BGAppRefreshTask) {
        try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        (UIApplication.shared.delegate as? AppDelegate)?.scheduleRefresh()
        let work = Task { try await service.pull() }
        task.expirationHandler = { [recorder, id] in
            work.cancel()
            try? recorder.record(id, kind: .appRefresh, phase: .expiration, outcome: .cancelled)
        }
        Task {
            do {
                _ = try await work.value
                try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            } catch {
                try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: .failed, error: ErrorType(error))
                task.setTaskCompleted(success: false)
            }
        }
    }
}
