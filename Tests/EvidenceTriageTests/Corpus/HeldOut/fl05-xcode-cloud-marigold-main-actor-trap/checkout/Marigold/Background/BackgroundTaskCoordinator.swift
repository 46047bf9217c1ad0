import BackgroundTasks
import Foundation

/// Seam over BGTaskScheduler so the wiring can be exercised in tests.
protocol TaskScheduling {
    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?, launchHandler: @escaping (BGTaskProtocol) -> Void) -> Bool
}

protocol BGTaskProtocol: AnyObject {
    var identifier: String { get }
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGTask: BGTaskProtocol {}

struct SystemTaskScheduler: TaskScheduling {
    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?, launchHandler: @escaping (BGTaskProtocol) -> Void) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: queue) { launchHandler($0) }
    }
}

/// Registers Marigold's background work at launch.
@MainActor
final class BackgroundTaskCoordinator {
    static let journalBackup = "com.marigold.journal.backup"

    private let scheduler: TaskScheduling
    private let backup: JournalBackupJob
    private(set) var lastBackupResult: Bool?

    init(scheduler: TaskScheduling = SystemTaskScheduler(), backup: JournalBackupJob) {
        self.scheduler = scheduler
        self.backup = backup
    }

    @discardableResult
    func registerAll() -> Bool {
        // `using: nil`: the system calls the handler on its own background queue.
        scheduler.register(forTaskWithIdentifier: Self.journalBackup, using: nil) { task in
            task.expirationHandler = { [backup] in backup.cancel() }
            let succeeded = self.backup.runSynchronously()
            self.lastBackupResult = succeeded
            task.setTaskCompleted(success: succeeded)
        }
    }
}

/// Copies the journal database and media index to the iCloud container.
final class JournalBackupJob: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private let copy: () throws -> Void

    init(copy: @escaping () throws -> Void) { self.copy = copy }

    func cancel() { lock.withLock { cancelled = true } }

    func runSynchronously() -> Bool {
        if lock.withLock({ cancelled }) { return false }
        do { try copy(); return true } catch { return false }
    }
}
