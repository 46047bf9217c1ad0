import HealthKit
import OSLog

/// Registered at launch so HealthKit can wake the app when last night's sleep is written
/// (by the Watch or another app) and the morning hydration goal can be adjusted.
final class SleepObserver {
    private let store: HKHealthStore
    private let log = Logger(subsystem: "com.brightwater.ios", category: "health")

    init(store: HKHealthStore) {
        self.store = store
    }

    func start() {
        let sleep = HKCategoryType(.sleepAnalysis)
        let query = HKObserverQuery(sampleType: sleep, predicate: nil) { [log] _, completion, error in
            if let error {
                log.error("sleep observer error: \(error.localizedDescription, privacy: .public)")
                return completion()
            }
            log.info("sleep observer fired (app state: \(AppState.current.rawValue, privacy: .public))")
            ObserverMarker.write("sleep-observer-fired")   // read by SleepObserverUITests via the app group
            completion()
        }
        store.execute(query)
        store.enableBackgroundDelivery(for: sleep, frequency: .immediate) { [log] success, error in
            log.info("background delivery for HKCategoryTypeIdentifierSleepAnalysis frequency=immediate success=\(success, privacy: .public) error=\(String(describing: error), privacy: .public)")
        }
    }
}
