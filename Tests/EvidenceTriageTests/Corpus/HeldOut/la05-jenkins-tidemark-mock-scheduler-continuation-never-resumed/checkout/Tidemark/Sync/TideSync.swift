import Foundation

final class TideSync {
    private let network: NetworkState
    private let scheduler: TaskScheduling
    init(network: NetworkState, scheduler: TaskScheduling) { self.network = network; self.scheduler = scheduler }

    func registerBackgroundFlush() {
        _ = scheduler.register("com.tidemark.tides.alert") { [self] task in
            Task {
                let result = await flush()
                // BUG: only the failure path reports completion; a successful flush returns
                // without calling setTaskCompleted, so the task is never finished.
                if result != .flushed {
                    task.setTaskCompleted(success: false)
                }
            }
        }
    }

    func flush() async -> FlushResult { network == .offline ? .skipped : .flushed }
}
