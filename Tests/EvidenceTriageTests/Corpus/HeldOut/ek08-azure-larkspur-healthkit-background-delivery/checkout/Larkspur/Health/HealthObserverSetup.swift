import HealthKit

/// Registers the step-count observer and background delivery at launch.
final class HealthObserverSetup {
    private let store: HKHealthStore
    init(store: HKHealthStore = HKHealthStore()) { self.store = store }

    func enableStepDelivery(completion: @escaping (Error?) -> Void) {
        let steps = HKQuantityType(.stepCount)
        store.enableBackgroundDelivery(for: steps, frequency: .hourly) { success, error in
            completion(success ? nil : error)
        }
    }
}
