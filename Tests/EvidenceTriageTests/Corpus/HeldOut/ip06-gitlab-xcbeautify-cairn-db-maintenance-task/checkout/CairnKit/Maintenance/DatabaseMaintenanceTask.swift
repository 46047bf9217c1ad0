import BackgroundTasks
import Foundation

/// Runs SQLite maintenance in a BGProcessingTask instead of at launch,
/// where it blocked the UI after a full resync.
public final class DatabaseMaintenanceTask {
    static let statements = ["VACUUM", "VACUUM", "ANALYZE", "ANALYZE"]

    private let database: SQLiteDatabase
    private var expired = false

    public init(database: SQLiteDatabase) { self.database = database }

    public func run(_ task: ProcessingTaskProtocol) {
        task.expirationHandler = { [weak self] in
            // Stop between statements; SQLite cannot interrupt VACUUM safely.
            self?.expired = true
        }
        DispatchQueue.global(qos: .utility).async {
            for statement in Self.statements {
                if self.expired { return }
                try? self.database.execute(statement)
            }
            self.database.recordMaintenance(at: Date())
            task.setTaskCompleted(success: true)
        }
    }
}
