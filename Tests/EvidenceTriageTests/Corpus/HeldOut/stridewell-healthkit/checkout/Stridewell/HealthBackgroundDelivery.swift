import HealthKit

/// Registers the observer queries and enables background delivery at launch.
final class HealthBackgroundDelivery {
    let store: HKHealthStore
    init(store: HKHealthStore = HKHealthStore()) { self.store = store }

    func enable(for type: HKQuantityType = HKQuantityType(.stepCount)) async throws {
        try await store.enableBackgroundDelivery(for: type, frequency: .hourly)
    }
}
