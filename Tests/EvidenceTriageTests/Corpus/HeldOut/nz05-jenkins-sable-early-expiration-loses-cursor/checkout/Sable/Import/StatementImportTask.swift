import BackgroundTasks
import os

enum StatementImportTask {
    static let identifier = "com.sablebudget.sable.statement-import"
    private static let log = Logger(subsystem: "com.sablebudget.sable", category: "Import")

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(id: identifier, kind: .processing, phase: .registration, ok: ok)
    }

    static func handle(_ task: BGProcessingTask) {
        DiagnosticRecorder.shared.record(id: identifier, kind: .processing, phase: .launch, ok: true)
        let importer = StatementImporter(store: LedgerStore.shared)
        task.expirationHandler = {
            log.notice("import expired after \(importer.importedCount) rows")
            importer.cancel()
            DiagnosticRecorder.shared.record(id: identifier, kind: .processing, phase: .expiration, ok: false, cancelled: true)
            task.setTaskCompleted(success: false)
        }
        importer.run { ok in
            // The cursor is written once the whole statement is in, inside the
            // same transaction as the last batch.
            DiagnosticRecorder.shared.record(id: identifier, kind: .processing, phase: .completion, ok: ok)
            task.setTaskCompleted(success: ok)
        }
    }
}
