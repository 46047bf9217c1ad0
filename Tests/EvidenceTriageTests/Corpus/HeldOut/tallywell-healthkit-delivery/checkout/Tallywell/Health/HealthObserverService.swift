import HealthKit
import os

/// Registers the observer queries HealthKit uses to wake Tallywell in the background.
/// Called from application(_:didFinishLaunchingWithOptions:) so the queries exist
/// before HealthKit delivers anything.
final class HealthObserverService {
    static let observedQuantityTypes: [HKQuantityTypeIdentifier] = [
        .stepCount, .heartRate, .restingHeartRate, .activeEnergyBurned, .heartRateVariabilitySDNN
    ]

    static var observedSampleTypes: [HKSampleType] {
        observedQuantityTypes.map { HKQuantityType($0) }
            + [HKCategoryType(.sleepAnalysis), HKCategoryType(.mindfulSession)]
    }

    private let store: HKHealthStore
    private let logger = Logger(subsystem: "com.tallywell.app", category: "health")
    private var queries: [HKObserverQuery] = []
    var onUpdate: ((HKSampleType) async -> Void)?

    init(store: HKHealthStore) {
        self.store = store
    }

    func enableDelivery(for type: HKObjectType, frequency: HKUpdateFrequency) async throws {
        try await store.enableBackgroundDelivery(for: type, frequency: frequency)
        logger.info("background delivery enabled for \(type.identifier, privacy: .public)")
    }

    func startObserving() {
        for type in Self.observedSampleTypes {
            let query = HKObserverQuery(sampleType: type, predicate: nil) { [weak self] _, completion, error in
                guard let self, error == nil else { completion(); return }
                Task {
                    await self.onUpdate?(type)
                    completion()
                }
            }
            store.execute(query)
            queries.append(query)
        }
    }
}
