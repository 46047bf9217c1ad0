import Foundation
import LookoutCore

#if canImport(BackgroundTasks)
import BackgroundTasks

/// Thin adapter: forwards the BGAppRefreshTask to the evaluator, cancels on expiration and
/// reports completion exactly once.
struct AlertBackgroundRefresh {
    let evaluator: AlertEvaluating

    func handle(_ task: BGAppRefreshTask) {
        let work = Task {
            do {
                try await evaluator.evaluatePendingRules()
                return true
            } catch {
                return false
            }
        }
        task.expirationHandler = { work.cancel() }
        Task {
            let ok = await work.value
            task.setTaskCompleted(success: ok && !work.isCancelled)
        }
    }
}
#endif
