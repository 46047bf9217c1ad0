import HealthKit
import os

/// Mirrors blood-glucose samples from Apple Health into the local cache.
/// Woken by the HKObserverQuery background delivery set up in AppDelegate.
final class GlucoseStore {
    private let log = Logger(subsystem: "com.sugarloaf.app", category: "GlucoseStore")
    private let healthStore: HealthStoreProtocol
    private let anchorStore: AnchorStoring
    private let glucoseType = HKQuantityType(.bloodGlucose)
    private(set) var authorizationRequired = true
    private(set) var cache = GlucoseCache()

    init(healthStore: HealthStoreProtocol, anchorStore: AnchorStoring) {
        self.healthStore = healthStore
        self.anchorStore = anchorStore

        // Know up front whether we still need to ask for Health access.
        let semaphore = DispatchSemaphore(value: 0)
        healthStore.getRequestStatusForAuthorization(toShare: [glucoseType], read: [glucoseType]) { status, _ in
            self.authorizationRequired = (status != .unnecessary)
            semaphore.signal()
        }
        semaphore.wait()
    }

    /// Called from the observer query's update handler.
    func syncFromHealth(completion: (() -> Void)? = nil) {
        let anchor = anchorStore.anchor(for: "bloodGlucose")
        if anchor == nil {
            log.info("no stored anchor; querying full history")
        }
        healthStore.executeAnchoredQuery(type: glucoseType, anchor: anchor, limit: HKObjectQueryNoLimit) { [weak self] samples, deleted, newAnchor, error in
            guard let self else { return }
            if let error {
                self.log.error("anchored query failed: \(error.localizedDescription)")
                completion?()
                return
            }
            self.cache.apply(added: samples, deleted: deleted)
            self.anchorStore.setAnchor(newAnchor, for: "bloodGlucose")
            self.log.info("applied \(samples.count) samples, \(deleted.count) deletes")
            completion?()
        }
    }
}
