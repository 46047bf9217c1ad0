import BackgroundTasks
import ProcedureKit

final class ChartMaintenanceAdapter {
    let queue: ProcedureQueue
    init(queue: ProcedureQueue = ProcedureQueue()) { self.queue = queue }

    func handle(task: ProcessingTaskType, procedure: ChartMaintenanceProcedure) {
        task.expirationHandler = { procedure.cancel() }
        procedure.addDidFinishBlockObserver { proc, error in
            task.setTaskCompleted(success: error == nil && !proc.isCancelled)
        }
        queue.addOperation(procedure)
    }
}
