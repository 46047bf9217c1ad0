import BackgroundTasks
import Foundation

/// Deletes visitor records older than the retention window. Runs as a processing task
/// on external power (the kiosk iPads are docked overnight).
enum NightlyPurge {
    static let identifier = "com.harborlight.app.nightly-purge"

    static func schedule() {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Date(timeIntervalSinceNow: 5 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            EvidenceLog.shared.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            EvidenceLog.shared.record(identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
        }
    }
}
