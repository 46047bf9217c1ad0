import HealthKit

final class StepObserver {
    static let readTypes: Set<HKObjectType> = [HKQuantityType(.stepCount), HKQuantityType(.activeEnergyBurned)]
    private let store: HKHealthStore
    private(set) var backgroundDeliveryEnabled = false

    init(store: HKHealthStore) { self.store = store }

    func enableBackgroundDelivery() async throws {
        do {
            try await store.enableBackgroundDelivery(for: HKQuantityType(.stepCount), frequency: .hourly)
            backgroundDeliveryEnabled = true
        } catch {
            Log.health.error("enableBackgroundDelivery failed: \(error.localizedDescription) (\((error as NSError).code))")
            throw error
        }
    }

    func makeObserverQuery() -> HKObserverQuery? {
        HKObserverQuery(sampleType: HKQuantityType(.stepCount), predicate: nil) { _, completion, _ in completion() }
    }
}
