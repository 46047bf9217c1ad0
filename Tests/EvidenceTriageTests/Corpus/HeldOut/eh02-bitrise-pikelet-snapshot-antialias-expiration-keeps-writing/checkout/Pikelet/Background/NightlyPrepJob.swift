import Foundation

/// Builds tomorrow's prep list from confirmed orders. Runs inside the
/// com.pikelet.bakery.nightlyprep BGProcessingTask.
final class NightlyPrepJob {
    private let orders: OrderSource
    private let store: PrepListStore
    private var work: Task<Void, Error>?

    init(orders: OrderSource, store: PrepListStore) {
        self.orders = orders
        self.store = store
    }

    func start(completion: @escaping (Bool) -> Void) {
        work = Task {
            let batches = try await orders.confirmedOrderBatches(for: .tomorrow)
            for batch in batches {
                let lines = PrepListBuilder.lines(for: batch)
                try await store.append(lines)
            }
            completion(true)
        }
    }

    /// Called from the task's expirationHandler.
    func expire(completion: @escaping (Bool) -> Void) {
        // Report the task as unfinished so the system reschedules it.
        completion(false)
    }
}
