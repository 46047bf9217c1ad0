import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Overnight pass that marks loans overdue and queues reminder pushes for lenders.
enum OverdueSweep {
    static let identifier = try! TaskIdentifier("com.mossbank.app.overdue-sweep")
    static var lastSweep: Date?

    static func register(recorder: EvidenceRecorder) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier.rawValue, using: nil) { task in
            try? recorder.record(identifier, kind: .processing, phase: .launch, outcome: .succeeded)
            run(task as! BGProcessingTask, recorder: recorder)
        }
        try? recorder.record(identifier, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func schedule(recorder: EvidenceRecorder) throws {
        let request = BGProcessingTaskRequest(identifier: identifier.rawValue)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Calendar.current.nextDate(after: .now, matching: DateComponents(hour: 2),
                                                              matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[OverdueSweep] submit failed: %@", String(describing: error))
            try? recorder.record(identifier, kind: .processing, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
            throw error
        }
    }

    private static func run(_ task: BGProcessingTask, recorder: EvidenceRecorder) {
        let work = Task {
            await LoanLedger.shared.markOverdueLoans(asOf: .now)
            lastSweep = .now
            task.setTaskCompleted(success: true)
        }
        task.expirationHandler = { work.cancel() }
    }
}
