import Foundation
import HealthKit
import os

final class BackgroundDeliveryCoordinator {
    private let store: HKHealthStore
    private let recorder: DiagnosticRecorder
    private var enabled: Set<String> = []
    private let log = Logger(subsystem: "com.pulsewise.app", category: "HealthSync")

    let trackedTypes: [HKQuantityType] = [
        HKQuantityType(.restingHeartRate),
        HKQuantityType(.heartRateVariabilitySDNN),
        HKQuantityType(.stepCount),
    ]

    init(store: HKHealthStore, recorder: DiagnosticRecorder) {
        self.store = store
        self.recorder = recorder
    }

    func enableBackgroundDelivery(for type: HKQuantityType, frequency: HKUpdateFrequency) async throws {
        do {
            try await store.enableBackgroundDelivery(for: type, frequency: frequency)
            enabled.insert(type.identifier)
            log.info("enableBackgroundDelivery(\(type.identifier, privacy: .public)) succeeded")
        } catch {
            log.error("enableBackgroundDelivery(\(type.identifier, privacy: .public)) failed: \(error.localizedDescription, privacy: .public) (\((error as NSError).code))")
            throw error
        }
    }

    func disableBackgroundDelivery(for type: HKQuantityType) async throws {
        try await store.disableBackgroundDelivery(for: type)
        enabled.remove(type.identifier)
    }

    func isDeliveryEnabled(for type: HKQuantityType) -> Bool { enabled.contains(type.identifier) }
    func markEnabledForTesting(_ type: HKQuantityType) { enabled.insert(type.identifier) }
}
