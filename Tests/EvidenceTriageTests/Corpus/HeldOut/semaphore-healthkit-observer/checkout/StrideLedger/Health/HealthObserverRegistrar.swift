import Foundation
import HealthKit
import os

/// Registers the observer queries and background delivery at launch
/// (called from `AppDelegate.application(_:didFinishLaunchingWithOptions:)`).
final class HealthObserverRegistrar {
    private let store: HKHealthStore
    private let log: Logger

    init(store: HKHealthStore, log: Logger) {
        self.store = store
        self.log = log
    }

    func makeObserverQueries() -> [HKObserverQuery] {
        [HKQuantityType(.stepCount), HKWorkoutType.workoutType()].map { type in
            HKObserverQuery(sampleType: type, predicate: nil) { [log] _, completion, error in
                if let error { log.error("observer \(type.identifier, privacy: .public) failed: \(error.localizedDescription, privacy: .public)") }
                StepUploadCoordinator.shared.enqueueDelta(for: type) { completion() }
            }
        }
    }

    /// Returns the error HealthKit reported, or nil when background delivery is on.
    func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency) async -> Error? {
        do {
            try await store.enableBackgroundDelivery(for: type, frequency: frequency)
            log.info("background delivery enabled for \(type.identifier, privacy: .public)")
            return nil
        } catch {
            log.error("enableBackgroundDelivery(\(type.identifier, privacy: .public)) failed: \(String(describing: error), privacy: .public)")
            return error
        }
    }

    func disableAllBackgroundDelivery() async -> Error? {
        do { try await store.disableAllBackgroundDelivery(); return nil } catch { return error }
    }
}
