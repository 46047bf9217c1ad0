import BackgroundTasks
import os

/// Nightly CSV export of the expense ledger ("com.copperleaf.expenses.export", BGProcessingTask).
final class ExportScheduler {
    static let shared = ExportScheduler()
    static let identifier = "com.copperleaf.expenses.export"
    private let defaults = UserDefaults.standard       // the host app's real defaults domain under tests
    private let log = Logger(subsystem: "com.copperleaf.expenses", category: "Export")
    var onExport: ((URL) -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .launch, ok: true)
            let url = ExportService.shared.exportNow()
            self.onExport?(url)
            task.setTaskCompleted(success: true)
        }
        DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .registration, ok: ok)
    }

    func scheduleIfNeeded() {
        if let last = defaults.object(forKey: "lastExportDate") as? Date, Calendar.current.isDateInToday(last) {
            log.info("export already ran today; not submitting")
            return
        }
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = true
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .submission, error: error)
        }
    }
}
