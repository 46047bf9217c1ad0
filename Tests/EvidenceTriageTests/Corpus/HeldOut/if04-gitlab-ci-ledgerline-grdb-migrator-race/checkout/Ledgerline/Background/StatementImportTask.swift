import BackgroundTasks
import Foundation

/// BGProcessingTask `com.ledgerline.app.statement-import`: parses bank statements
/// dropped into the share extension's inbox and books them.
enum StatementImportTask {
    static let identifier = "com.ledgerline.app.statement-import"

    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            run(task as! BGProcessingTask)
        }
    }

    static func run(_ task: BGProcessingTask) {
        let work = Task.detached(priority: .utility) {
            try await importPendingStatements()
        }
        task.expirationHandler = { work.cancel() }
        Task { task.setTaskCompleted(success: (try? await work.value) != nil) }
    }

    /// Opens its own connection to the shared database; this also runs the migrator.
    static func importPendingStatements(database: () throws -> AppDatabase = AppDatabase.makeShared) async throws -> Int {
        let db = try database()
        let files = StatementInbox.shared.pendingFiles()
        var booked = 0
        for file in files {
            let rows = try StatementParser.parse(file)
            try await db.writer.write { db in
                for row in rows { try row.insert(db) }
            }
            booked += rows.count
            StatementInbox.shared.markImported(file)
        }
        return booked
    }
}
