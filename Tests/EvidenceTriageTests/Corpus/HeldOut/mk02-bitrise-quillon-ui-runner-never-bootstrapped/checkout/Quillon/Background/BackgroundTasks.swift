import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundTasks {
    static let refresh = "com.quillon.app.refresh"
    static let receiptUpload = "com.quillon.app.receipts-upload"   // Info.plist: BGTaskSchedulerPermittedIdentifiers
    static let recorderURL = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("evidence/diagnostics.jsonl")
    static let recorder = EvidenceRecorder(fileURL: recorderURL)

    static func registerAll(uploader: ReceiptUploader, refresher: InboxRefresher) {
        register(refresh, kind: .appRefresh) { task in refresher.handle(task as! BGAppRefreshTask) }
        register(receiptUpload, kind: .processing) { task in uploader.handle(task as! BGProcessingTask) }
    }

    private static func register(_ id: String, kind: TaskKind, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil, launchHandler: handler)
        try? recorder.record(try! TaskIdentifier(id), kind: kind, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleReceiptUpload() throws {
        let request = BGProcessingTaskRequest(identifier: receiptUpload)
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(try! TaskIdentifier(receiptUpload), kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(try! TaskIdentifier(receiptUpload), kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
