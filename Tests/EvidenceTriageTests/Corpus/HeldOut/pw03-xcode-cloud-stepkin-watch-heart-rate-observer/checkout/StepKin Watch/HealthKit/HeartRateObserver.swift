import HealthKit
import os

final class HeartRateObserver {
    static let log = Logger(subsystem: "com.stepkin.watchkitapp", category: "HK")
    private let store: HKHealthStore
    private let type = HKQuantityType(.heartRate)
    var onUpdate: (() -> Void)?

    init(store: HKHealthStore = HKHealthStore()) {
        self.store = store
    }

    func start() async throws {
        let query = HKObserverQuery(sampleType: type, predicate: nil) { [weak self] _, completion, error in
            Self.log.info("observer fired error=\(String(describing: error), privacy: .public)")
            self?.onUpdate?()
            completion()
        }
        store.execute(query)
        try await store.enableBackgroundDelivery(for: type, frequency: .immediate)
        Self.log.info("background delivery enabled type=\(self.type.identifier, privacy: .public) frequency=immediate success=true")
    }
}
