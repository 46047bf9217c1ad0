import Foundation
import HealthKit

/// Receives HKObserverQuery callbacks for blood glucose written by other apps (background
/// delivery, `.immediate`). HealthKit often calls the update handler several times in a
/// row for one change; each call's completion handler must be called, and the export
/// should run once for the burst.
actor ObserverDeliveryCoordinator {
    private let export: () async throws -> Void

    init(export: @escaping () async throws -> Void) {
        self.export = export
    }

    func handleDelivery(completion: @escaping HKObserverQueryCompletionHandler) async {
        defer { completion() }
        do {
            try await export()
        } catch {
            NSLog("[Brightwater.Health] observer export failed: \(error)")
        }
    }
}
