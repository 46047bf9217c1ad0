import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Rolls the day's transactions into monthly budget totals overnight.
final class NightlyRollupScheduler {
    static let identifier = "app.pennywort.nightly-rollup"
    static let shared = NightlyRollupScheduler()

    let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private let id = try! TaskIdentifier(NightlyRollupScheduler.identifier)
    var didRun: (() -> Void)?

    /// Called from AppDelegate.application(_:didFinishLaunchingWithOptions:).
    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGProcessingTask)
        }
        try? recorder.record(id, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    func submit(earliest: Date = Calendar.current.nextDate(after: .now, matching: DateComponents(hour: 2), matchingPolicy: .nextTime)!) throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = earliest
        request.requiresExternalPower = false
        request.requiresNetworkConnectivity = false
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }

    private func handle(_ task: BGProcessingTask) {
        try? recorder.record(id, kind: .processing, phase: .launch, outcome: .succeeded)
        let job = BudgetRollupJob(store: .shared)
        task.expirationHandler = { job.cancel() }
        Task {
            let ok = (try? await job.run()) != nil
            didRun?()
            task.setTaskCompleted(success: ok)
        }
    }
}
