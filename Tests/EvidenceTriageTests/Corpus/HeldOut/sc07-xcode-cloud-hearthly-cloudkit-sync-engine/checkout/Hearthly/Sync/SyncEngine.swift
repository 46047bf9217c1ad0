import BackgroundTasks
import Foundation

final class SyncEngine {
    static let shared = SyncEngine()
    static let exportTaskID = "com.hearthly.sync.export"
    var onExportForTesting: (() -> Void)?
    private(set) var pendingChanges = 0

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.exportTaskID, using: nil) { task in
            DiagnosticRecorder.shared.record(Self.exportTaskID, kind: .processing, phase: .launch, outcome: .succeeded)
            self.runExport(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(Self.exportTaskID, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    func localChangeRecorded() {
        pendingChanges += 1
        scheduleExportIfNeeded()
    }

    func scheduleExportIfNeeded() {
        guard pendingChanges > 0 else { return }
        let request = BGProcessingTaskRequest(identifier: Self.exportTaskID)
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(Self.exportTaskID, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            DiagnosticRecorder.shared.record(Self.exportTaskID, kind: .processing, phase: .submission, outcome: .failed, error: error)
        }
    }

    private func runExport(_ task: BGProcessingTask) {
        onExportForTesting?()
        pendingChanges = 0
        task.setTaskCompleted(success: true)
    }
}
