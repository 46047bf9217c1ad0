import HealthKit
import os

/// Sets up the observer query + background delivery for step counts at launch.
/// Apple: register observer queries in didFinishLaunching so they exist before HealthKit
/// relaunches the app; call the update's completion handler when done.
final class StepBackgroundDelivery {
    static let stepType = HKQuantityType(.stepCount)
    private let store: HKHealthStore
    private let sync: StepSyncing
    private let log = Logger(subsystem: "com.curlew.app", category: "Health")
    private(set) var query: HKObserverQuery?

    init(store: HKHealthStore, sync: StepSyncing) {
        self.store = store
        self.sync = sync
    }

    func start(completion: ((Error?) -> Void)? = nil) {
        let query = HKObserverQuery(sampleType: Self.stepType, predicate: nil) { [weak self] _, done, error in
            guard let self else { return }
            if let error {
                self.log.error("observer error: \(error.localizedDescription, privacy: .public)")
                return
            }
            self.handleUpdate(completionHandler: done)
        }
        self.query = query
        store.execute(query)
        store.enableBackgroundDelivery(for: Self.stepType, frequency: .hourly) { [log] ok, error in
            if let error {
                log.error("enableBackgroundDelivery failed: \(String(describing: error), privacy: .public)")
            } else {
                log.info("background delivery enabled for steps (hourly)")
            }
            completion?(error)
        }
    }

    /// Called for every observer update, including background wakes.
    func handleUpdate(completionHandler: @escaping HKObserverQueryCompletionHandler) {
        sync.syncNewSamples { result in
            if case .success(let uploaded) = result {
                self.log.info("uploaded \(uploaded) step samples")
                completionHandler()
            }
        }
    }
}
