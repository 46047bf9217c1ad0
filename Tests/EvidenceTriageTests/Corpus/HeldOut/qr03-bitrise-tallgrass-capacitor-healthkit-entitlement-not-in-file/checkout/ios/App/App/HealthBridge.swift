import Foundation
import HealthKit

/// Native half of the Capacitor health plugin calls, kept testable outside the web view.
final class HealthBridge {
    enum BridgeError: Error { case unavailable }
    private let store: HKHealthStore

    init(store: HKHealthStore = HKHealthStore()) {
        self.store = store
    }

    func requestAuthorization(read identifiers: [HKQuantityTypeIdentifier]) async throws -> Bool {
        guard HKHealthStore.isHealthDataAvailable() else { throw BridgeError.unavailable }
        let types = Set(identifiers.compactMap { HKObjectType.quantityType(forIdentifier: $0) })
        try await store.requestAuthorization(toShare: [], read: types)
        return true
    }
}
