import BackgroundTasks
import IntuneMAMSwift
import UIKit

/// Receives Intune MAM enrollment results. Once the account is enrolled and
/// policy is applied we start the policy-sync background task.
final class IntuneEnrollmentHandler: NSObject, IntuneMAMEnrollmentDelegate {
    static let policySyncIdentifier = "com.fenwickfield.tech.policy-sync"

    func enrollmentRequest(with status: IntuneMAMEnrollmentStatus) {
        guard status.didSucceed else { return }
        registerPolicySync()
        PolicySync.scheduleNext()
    }

    func registerPolicySync() {
        // Registered here, after enrollment, because the task is useless
        // for accounts that are not managed.
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.policySyncIdentifier, using: nil) { task in
            PolicySync.handle(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(id: Self.policySyncIdentifier, kind: .processing, phase: .registration, ok: ok)
    }
}
