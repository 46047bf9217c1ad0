import BackgroundTasks
import EvidenceRecorder
import UIKit
import os

final class NightlySync {
    static let identifier = "com.sorrelbudget.app.nightly-sync"
    static let shared = NightlySync()
    var onLaunch: (() -> Void)?
    private let log = Logger(subsystem: "com.sorrelbudget.app", category: "NightlySync")
    private let recorder = EvidenceRecorder(fileURL: FileManager.default
        .urls(for: .cachesDirectory, in: .userDomainMask)[0].appendingPathComponent("evidence/diagnostics.jsonl"))
    private let id = try! TaskIdentifier(NightlySync.identifier)

    /// From application(_:didFinishLaunchingWithOptions:).
    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            try? self.recorder.record(self.id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            self.onLaunch?()
            Task { await BudgetSyncJob().run(); task.setTaskCompleted(success: true) }
        }
        try? recorder.record(id, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
        log.info("backgroundRefreshStatus=\(UIApplication.shared.backgroundRefreshStatus.rawValue, privacy: .public) lowPowerMode=\(ProcessInfo.processInfo.isLowPowerModeEnabled, privacy: .public)")
    }

    func schedule(earliest: Date) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("submit failed: \(error as NSError, privacy: .public)")
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
