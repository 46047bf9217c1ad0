import HealthKit

/// Registered from `application(_:didFinishLaunchingWithOptions:)` so the observer
/// queries exist before HealthKit delivers a background update.
final class BackgroundDeliveryRegistrar {
    private let store: HealthStoring
    private let handler: ObserverUpdateHandler

    init(store: HealthStoring = HKHealthStore(), handler: ObserverUpdateHandler = .shared) {
        self.store = store
        self.handler = handler
    }

    func register() {
        let steps = HKQuantityType(.stepCount)
        let query = HKObserverQuery(sampleType: steps, predicate: nil) { [handler] _, completion, error in
            handler.handleUpdate(error: error, completion: completion)
        }
        store.execute(query)
        // Steps are capped at hourly delivery by HealthKit whatever we ask for.
        store.enableBackgroundDelivery(for: steps, frequency: .hourly) { success, error in
            print("[HealthSync] enableBackgroundDelivery(stepCount, hourly) success=\(success) error=\(String(describing: error))")
        }
    }
}
