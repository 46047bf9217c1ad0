import BackgroundTasks
import Foundation

protocol RefreshTaskProtocol: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGAppRefreshTask: RefreshTaskProtocol {}

protocol RefreshJob: AnyObject {
    func run() async throws
    func cancel()
}

/// Thin adapter between BGTaskScheduler and the timetable refresh job.
@MainActor
final class BackgroundRefreshAdapter {
    private let job: RefreshJob
    private var work: Task<Void, Never>?

    init(job: RefreshJob) { self.job = job }

    func handle(_ task: RefreshTaskProtocol) {
        // Declared inside a @MainActor method: the closure inherits main-actor
        // isolation and Swift 6 checks it at entry.
        task.expirationHandler = {
            self.job.cancel()
            self.work?.cancel()
        }
        work = Task {
            do {
                try await job.run()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
    }
}
