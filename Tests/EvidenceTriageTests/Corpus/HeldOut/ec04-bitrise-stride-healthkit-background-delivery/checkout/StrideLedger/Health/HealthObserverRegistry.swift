import HealthKit
import os

/// Registers one HKObserverQuery per sample type and enables background delivery.
/// Called from application(_:didFinishLaunchingWithOptions:) and again from
/// sceneDidBecomeActive when the user grants more types.
final class HealthObserverRegistry {
    private let log = Logger(subsystem: "com.strideledger.app", category: "healthkit")
    private let store: HealthStoring
    private let onUpdate: (HKSampleType, @escaping () -> Void) -> Void
    private(set) var activeQueries: [HKObserverQuery] = []

    init(store: HealthStoring,
         onUpdate: @escaping (HKSampleType, @escaping () -> Void) -> Void) {
        self.store = store
        self.onUpdate = onUpdate
    }

    func start(types: [HKSampleType], frequency: HKUpdateFrequency = .immediate,
               completion: ((Error?) -> Void)? = nil) {
        for type in types {
            let query = HKObserverQuery(sampleType: type, predicate: nil) { [onUpdate] _, done, error in
                guard error == nil else { done(); return }
                onUpdate(type, done)
            }
            store.execute(query)
            activeQueries.append(query)
            store.enableBackgroundDelivery(for: type, frequency: frequency) { [log] success, error in
                if let error {
                    log.error("enableBackgroundDelivery(\(type.identifier, privacy: .public)) failed: \(String(describing: error), privacy: .public)")
                }
                completion?(success ? nil : error)
            }
        }
    }

    func stopAll() {
        activeQueries.forEach(store.stop)
        activeQueries.removeAll()
    }
}
