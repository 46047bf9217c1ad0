import HealthKit
import os

struct ObserverUpdateHandler {
    let sync: SyncRunning
    private let log = Logger(subsystem: "health.pulsepath.app", category: "Observer")

    func handleUpdate(completion: @escaping HKObserverQueryCompletionHandler) {
        Task {
            do {
                let n = try await sync.run()
                log.info("observer sync uploaded \(n) samples")
                completion()
            } catch {
                log.error("observer sync failed: \(error.localizedDescription, privacy: .public)")
                // retry on next delivery
            }
        }
    }
}
