import BackgroundTasks
import SwiftData

enum RelayBackgroundTasks {
    static let prune = "org.relaymesh.relay.position-prune"

    static func register(container: ModelContainer) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: prune, using: nil) { task in
            DiagnosticRecorder.shared.record(prune, kind: .processing, phase: .launch, outcome: .succeeded)
            let job = Task {
                do { _ = try PositionPruneJob(container: container).run(); task.setTaskCompleted(success: true) }
                catch { task.setTaskCompleted(success: false) }
            }
            task.expirationHandler = { job.cancel() }
        }
        DiagnosticRecorder.shared.record(prune, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }
}
