import HealthKit
import os

/// Registers HealthKit background delivery for the types Stridewell syncs.
/// Called from application(_:didFinishLaunchingWithOptions:) so observer
/// queries exist before HealthKit delivers pending updates.
final class BackgroundDelivery {
    static let shared = BackgroundDelivery()
    private let store = HKHealthStore()
    private let log = Logger(subsystem: "io.stridewell.app", category: "HealthSync")
    private(set) var lastError: Error?
    private(set) var enabledTypes: Set<HKSampleType> = []

    func enable(completion: ((Bool, Error?) -> Void)? = nil) {
        let steps = HKQuantityType(.stepCount)
        store.enableBackgroundDelivery(for: steps, frequency: .hourly) { success, error in
            if success {
                self.enabledTypes.insert(steps)
                self.log.info("enableBackgroundDelivery(\(steps.identifier, privacy: .public), hourly) succeeded")
            } else {
                self.lastError = error
                self.log.error("enableBackgroundDelivery(\(steps.identifier, privacy: .public), hourly) failed: \(String(describing: error), privacy: .public)")
            }
            completion?(success, error)
        }
    }
}
