import BackgroundTasks

final class ExportCoordinator {
    static let shared = ExportCoordinator()
    var pending: [String: ExportJob] = [:]

    func run(_ task: BGContinuedProcessingTask) {
        guard let job = pending[task.identifier] else {
            task.setTaskCompleted(success: false)
            return
        }
        task.expirationHandler = { job.cancel() }
        task.progress.addChild(job.progress, withPendingUnitCount: 1)
        task.progress.totalUnitCount = 1
        do {
            try job.run()
            task.setTaskCompleted(success: !job.isCancelled)
        } catch {
            task.setTaskCompleted(success: false)
        }
    }
}
