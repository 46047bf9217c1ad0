import Foundation

protocol ActivityScheduling: AnyObject {
    var interval: TimeInterval { get set }
    var repeats: Bool { get set }
    var shouldDefer: Bool { get }
    func schedule(_ block: @escaping (@escaping NSBackgroundActivityScheduler.CompletionHandler) -> Void)
}
extension NSBackgroundActivityScheduler: ActivityScheduling {}

/// Runs the incremental backup on the system's background-activity schedule.
final class BackupScheduler {
    static let identifier = "com.tidemark.mac.incremental-backup"
    private let scheduler: ActivityScheduling
    private let job: IncrementalBackupJob

    init(scheduler: ActivityScheduling = NSBackgroundActivityScheduler(identifier: BackupScheduler.identifier),
         job: IncrementalBackupJob) {
        self.scheduler = scheduler
        self.job = job
    }

    func start(every interval: TimeInterval) {
        scheduler.interval = interval
        scheduler.repeats = true
        scheduler.schedule { [weak self] completion in
            self?.tick(completion: completion)
        }
    }

    func tick(completion: @escaping NSBackgroundActivityScheduler.CompletionHandler) {
        job.runChunk { _ in
            completion(.finished)
        }
    }
}
