import BackgroundTasks
import Foundation

/// Recomputes the next 30 days of harmonic tide predictions overnight, on power.
final class TideRecomputeScheduler {
    static let identifier = "app.tidemark.ios.tide-recompute"
    static let shared = TideRecomputeScheduler()

    func registerHandler() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.run(task as! BGProcessingTask)
        }
        NSLog("[TideRecompute] register %@ -> %@", Self.identifier, ok ? "true" : "false")
        EvidenceRecorder.record(Self.identifier, kind: "processing", phase: "registration",
                                outcome: ok ? "succeeded" : "failed", error: ok ? nil : "registerReturnedFalse")
    }

    @discardableResult
    func submit() -> Error? {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Calendar.current.date(byAdding: .hour, value: 6, to: Date())
        do {
            try BGTaskScheduler.shared.submit(request)
            EvidenceRecorder.record(Self.identifier, kind: "processing", phase: "submission", outcome: "succeeded", error: nil)
            return nil
        } catch {
            let ns = error as NSError
            NSLog("[TideRecompute] submit failed: %@", "\(error)")
            EvidenceRecorder.record(Self.identifier, kind: "processing", phase: "submission", outcome: "failed",
                                    error: "\(ns.domain):\(ns.code)")
            return error
        }
    }

    private func run(_ task: BGProcessingTask) {
        let work = HarmonicRecompute(days: 30)
        task.expirationHandler = { work.cancel() }
        work.start { task.setTaskCompleted(success: $0) }
        submit()
    }
}
