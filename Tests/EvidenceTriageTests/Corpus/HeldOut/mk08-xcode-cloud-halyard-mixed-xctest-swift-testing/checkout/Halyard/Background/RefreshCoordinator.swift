import Foundation

final class RefreshCoordinator {
    private let job: RefreshJob
    init(job: RefreshJob) { self.job = job }

    func handle(_ task: RefreshTasking) async {
        let work = Task { try await job.run() }
        task.expirationHandler = { work.cancel() }
        // `try?` turns the CancellationError from an expired run into "no error", so an
        // expired run is reported to the system as a success.
        _ = try? await work.value
        task.setTaskCompleted(success: true)
    }
}
