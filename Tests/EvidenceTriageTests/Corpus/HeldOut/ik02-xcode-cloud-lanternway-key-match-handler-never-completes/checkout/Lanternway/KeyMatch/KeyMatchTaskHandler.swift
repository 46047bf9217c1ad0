import BackgroundTasks
import EvidenceRecorder
import Foundation

protocol BackgroundTaskProtocol: AnyObject {
    var identifier: String { get }
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGTask: BackgroundTaskProtocol {}

/// Handles com.lanternway.app.key-match (BGProcessingTask): download new key
/// packages, match them against the diary's contact log, complete the task.
final class KeyMatchTaskHandler {
    static let identifier = "com.lanternway.app.key-match"

    private let recorder: EvidenceRecorder
    private let makeTransaction: () -> KeyMatchTransaction
    private var observer: NSObjectProtocol?

    init(recorder: EvidenceRecorder,
         makeTransaction: @escaping () -> KeyMatchTransaction = { KeyMatchTransaction.live() }) {
        self.recorder = recorder
        self.makeTransaction = makeTransaction
    }

    func handle(_ task: BackgroundTaskProtocol) {
        try? recorder.record(Self.identifier, kind: .processing, phase: .launch, outcome: .succeeded)
        let transaction = makeTransaction()

        // The transaction reports the end of matching with a notification;
        // complete the BGTask when it arrives.
        observer = NotificationCenter.default.addObserver(forName: .keyMatchDidFinish, object: transaction,
                                                          queue: .main) { [weak self] note in
            let success = (note.userInfo?["success"] as? Bool) ?? false
            task.setTaskCompleted(success: success)
            try? self?.recorder.record(Self.identifier, kind: .processing, phase: .completion,
                                       outcome: success ? .succeeded : .failed)
        }
        transaction.start()
    }
}
