import HealthKit

final class BackgroundDeliveryRegistrar {
    private let store: HKHealthStore
    private var enabled: Set<HKObjectType> = []
    let observedTypes = HealthTypes.backgroundDelivered

    init(store: HKHealthStore) { self.store = store }

    /// Called from application(_:didFinishLaunchingWithOptions:) for every type in HealthTypes.backgroundDelivered.
    func enableDelivery(for type: HKObjectType, frequency: HKUpdateFrequency) async throws {
        try await store.enableBackgroundDelivery(for: type, frequency: frequency)
        enabled.insert(type)
    }

    func isEnabled(for type: HKObjectType) -> Bool { enabled.contains(type) }
}
