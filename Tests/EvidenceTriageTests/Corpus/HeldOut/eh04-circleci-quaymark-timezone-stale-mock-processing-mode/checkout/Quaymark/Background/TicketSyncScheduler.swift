import BackgroundTasks
import EvidenceRecorder

/// Nightly sync of purchased tickets and their QR payloads, so boarding works offline.
enum TicketSyncScheduler {
    static let identifier = try! TaskIdentifier("com.quaymark.app.ticketSync")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static func register(sync: TicketSync) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier.rawValue, using: nil) { task in
            TicketSyncAdapter(sync: sync).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(identifier, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
        return ok
    }

    static func submit() throws {
        let request = BGProcessingTaskRequest(identifier: identifier.rawValue)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Calendar.current.nextDate(after: .now, matching: DateComponents(hour: 3), matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(identifier, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
