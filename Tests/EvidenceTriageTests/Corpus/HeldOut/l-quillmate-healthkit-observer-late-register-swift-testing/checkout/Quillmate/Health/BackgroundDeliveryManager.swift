import HealthKit

/// Observer-query setup, called from the JS bridge once the React tree mounts.
final class BackgroundDeliveryManager {
    private let store: HealthStoring
    private(set) var registered: [HKQuantityTypeIdentifier] = []

    init(store: HealthStoring) { self.store = store }

    func configureFromJS(types: [HKQuantityTypeIdentifier], now: Date = Date()) {
        for id in types {
            let type = HKQuantityType(id)
            let predicate = HKQuery.predicateForSamples(withStart: now, end: nil)
            store.execute(HKObserverQuery(sampleType: type, predicate: predicate) { [weak self] _, done, _ in
                self?.flush(type: type)
                done()
            })
            store.enableBackgroundDelivery(for: type, frequency: .immediate) { _, _ in }
            registered.append(id)
        }
    }

    private func flush(type: HKQuantityType) { /* forwards anchored-query results to JS */ }
}
