import Foundation

actor JobQueue {
    private let executor: JobExecutor
    private var pending: [Job] = []
    init(executor: JobExecutor) { self.executor = executor }

    func enqueueAndWait(_ job: Job) async throws {
        pending.append(job)                       // no check for a job already running with this id
        try await executor.execute(job)
        pending.removeAll { $0.id == job.id }
    }
}
