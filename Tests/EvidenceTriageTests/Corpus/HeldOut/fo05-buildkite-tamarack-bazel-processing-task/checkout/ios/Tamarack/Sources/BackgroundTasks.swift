import BackgroundTasks
import EvidenceRecorder
import Foundation
import TamarackKit
import os

enum TamarackBackgroundTasks {
    static let refresh = try! TaskIdentifier("com.tamarack.field.refresh")
    static let nightlyCleanup = try! TaskIdentifier("com.tamarack.field.nightly-cleanup")

    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private static let log = Logger(subsystem: "com.tamarack.field", category: "BackgroundTasks")

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(container: AppContainer) {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh.rawValue, using: nil) { task in
            RefreshAdapter(job: container.syncJob).handle(task as! BGAppRefreshTask)
        }
        record(refresh, .appRefresh, registered: refreshOK)

        let cleanupOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: nightlyCleanup.rawValue, using: nil) { task in
            CleanupAdapter(job: container.cleanupJob).handle(task as! BGProcessingTask)
        }
        record(nightlyCleanup, .processing, registered: cleanupOK)
    }

    static func scheduleNightlyCleanup() {
        let request = BGProcessingTaskRequest(identifier: nightlyCleanup.rawValue)
        request.requiresExternalPower = true
        request.earliestBeginDate = Calendar.current.nextDate(after: .now,
            matching: DateComponents(hour: 3), matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(nightlyCleanup, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("nightly cleanup submit failed: \(error.localizedDescription, privacy: .public)")
            try? recorder.record(nightlyCleanup, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    private static func record(_ id: TaskIdentifier, _ kind: TaskKind, registered: Bool) {
        try? recorder.record(id, kind: kind, phase: .registration,
                             outcome: registered ? .succeeded : .failed,
                             error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
