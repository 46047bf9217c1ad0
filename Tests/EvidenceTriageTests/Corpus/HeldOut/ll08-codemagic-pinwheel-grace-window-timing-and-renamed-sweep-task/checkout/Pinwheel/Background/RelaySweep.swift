import BackgroundTasks
import Foundation

/// Renamed from com.pinwheel.app.mesh-sweep in #913 ("mesh" -> "relay" naming pass).
enum RelaySweep {
    static let identifier = "com.pinwheel.app.relay-sweep"

    static func register(job: RelaySweepJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            RelaySweepAdapter(job: job).handle(task as! BGProcessingTask)
        }
        Evidence.recorder.registration(identifier, kind: .processing, succeeded: ok)
    }
}
