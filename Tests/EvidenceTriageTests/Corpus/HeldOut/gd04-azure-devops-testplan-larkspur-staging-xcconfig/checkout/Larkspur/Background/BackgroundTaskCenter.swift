import BackgroundTasks
import EvidenceRecorder
import Foundation

final class BackgroundTaskCenter {

    static let shared = BackgroundTaskCenter()

    let receiptUpload = "\(Bundle.main.bundleIdentifier!).receipt-upload"
    let ledgerCompaction = "com.larkspur.app.ledger-compaction"

    private(set) var registered: Set<String> = []
    private let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    /// From application(_:didFinishLaunchingWithOptions:).
    func registerAll(uploader: ReceiptUploader, ledger: LedgerStore) {
        register(receiptUpload, kind: .appRefresh) { task in
            ReceiptUploadAdapter(uploader: uploader).handle(task as! BGAppRefreshTask)
        }
        register(ledgerCompaction, kind: .processing) { task in
            NotificationCenter.default.post(name: .ledgerCompactionLaunched, object: nil)
            LedgerCompactionAdapter(ledger: ledger).handle(task as! BGProcessingTask)
        }
    }

    private func register(_ id: String, kind: TaskKind, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil, launchHandler: handler)
        if ok { registered.insert(id) }
        try? recorder.record(try! TaskIdentifier(id), kind: kind, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    func submitLedgerCompaction() throws {
        let request = BGProcessingTaskRequest(identifier: ledgerCompaction)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(try! TaskIdentifier(ledgerCompaction), kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Larkspur] submit %@ failed: %@", ledgerCompaction, String(describing: error))
            try? recorder.record(try! TaskIdentifier(ledgerCompaction), kind: .processing, phase: .submission,
                                 outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}

extension Notification.Name {
    static let ledgerCompactionLaunched = Notification.Name("LedgerCompactionLaunched")
}
