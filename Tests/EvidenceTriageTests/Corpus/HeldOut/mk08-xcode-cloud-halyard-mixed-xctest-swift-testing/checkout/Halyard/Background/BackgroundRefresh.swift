import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundRefresh {
    static let identifier = "app.halyard.refresh"
    static let recorder = EvidenceRecorder(fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("evidence/diagnostics.jsonl"))

    static func register(coordinator: RefreshCoordinator) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            Task { await coordinator.handle(task as! BGAppRefreshTask) }
        }
        try? recorder.record(try! TaskIdentifier(identifier), kind: .appRefresh, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
