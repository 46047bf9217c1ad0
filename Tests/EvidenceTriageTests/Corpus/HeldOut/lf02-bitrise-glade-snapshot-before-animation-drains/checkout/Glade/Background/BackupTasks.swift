import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Overnight photo backup (BGProcessingTask) and the album refresh (BGAppRefreshTask).
enum BackupTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static let refresh = try! TaskIdentifier("com.glade.photos.refresh")
    // Renamed from "nightly" in #884 so the identifier matches the Settings copy ("Overnight backup").
    static let overnightBackup = try! TaskIdentifier("com.glade.backup.overnight")

    private(set) static var registered: Set<String> = []

    static func registerAll(makeUploader: @escaping () -> BackupUploader) {
        register(refresh, kind: .appRefresh) { task in
            task.setTaskCompleted(success: true)
        }
        register(overnightBackup, kind: .processing) { task in
            let uploader = makeUploader()
            let work = Task {
                let ok = (try? await uploader.uploadPending()) != nil
                task.setTaskCompleted(success: ok)
            }
            task.expirationHandler = { work.cancel() }
        }
    }

    private static func register(_ id: TaskIdentifier, kind: TaskKind, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id.rawValue, using: nil, launchHandler: handler)
        if ok { registered.insert(id.rawValue) }
        try? recorder.record(id, kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func submitOvernightBackup(now: Date = Date()) throws {
        let request = BGProcessingTaskRequest(identifier: overnightBackup.rawValue)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = now.addingTimeInterval(6 * 3600)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(overnightBackup, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(overnightBackup, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
