import BackgroundTasks

final class CleanupScheduler {
    static let shared = CleanupScheduler()
    static let identifier = "com.ternapp.receipts.cleanup"

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            ReceiptCleanupJob().run(task as! BGProcessingTask)
        }
        Diagnostics.record(Self.identifier, .processing, .registration, ok ? .succeeded : .failed)
    }

    func submitNightlyCleanup() throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = true
        request.earliestBeginDate = Calendar.current.nextDate(after: .now, matching: DateComponents(hour: 3), matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(Self.identifier, .processing, .submission, .succeeded)
        } catch {
            Diagnostics.record(Self.identifier, .processing, .submission, .failed, error: error)
            throw error
        }
    }
}
