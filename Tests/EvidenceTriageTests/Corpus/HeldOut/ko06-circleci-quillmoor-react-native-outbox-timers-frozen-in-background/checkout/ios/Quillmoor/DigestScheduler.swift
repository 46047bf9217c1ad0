import BackgroundTasks
import Foundation

@objc(DigestScheduler)
final class DigestScheduler: NSObject {
    static let shared = DigestScheduler()
    static let identifier = "com.quillmoor.notes.digest"
    var onRun: (() -> Void)?
    private(set) var lastSubmitError: Error?

    /// Called from AppDelegate.application(_:didFinishLaunchingWithOptions:).
    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.onRun?()
            DigestBuilder.buildWeeklyDigest { success in task.setTaskCompleted(success: success) }
        }
        EvidenceRecorder.record(identifier: Self.identifier, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    func schedule(earliestIn seconds: TimeInterval) throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            lastSubmitError = nil
            EvidenceRecorder.record(identifier: Self.identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            lastSubmitError = error
            NSLog("[DigestScheduler] submit %@ failed: %@", Self.identifier, String(describing: error))
            EvidenceRecorder.record(identifier: Self.identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }
}
