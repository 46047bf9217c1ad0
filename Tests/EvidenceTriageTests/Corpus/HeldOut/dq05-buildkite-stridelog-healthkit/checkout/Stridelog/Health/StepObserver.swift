import HealthKit
import os

protocol HealthStoreQuerying {
    func execute(_ query: HKQuery)
    func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency) async throws
}

extension HKHealthStore: HealthStoreQuerying {}

protocol StepSampleFetching {
    func fetchNewSteps(completion: @escaping (Result<Int, Error>) -> Void)
}

/// Observer query for step count with background delivery. HealthKit calls the
/// update handler (in the background if needed); the handler's completion block
/// tells HealthKit the update was processed.
final class StepObserver {
    private let store: HealthStoreQuerying
    private let fetcher: StepSampleFetching
    private let log = Logger(subsystem: "com.kestrelfit.stridelog", category: "StepObserver")
    var onSync: ((Int) -> Void)?

    init(store: HealthStoreQuerying, fetcher: StepSampleFetching) {
        self.store = store
        self.fetcher = fetcher
    }

    func start() async throws {
        let type = HKQuantityType(.stepCount)
        let query = HKObserverQuery(sampleType: type, predicate: nil) { [weak self] _, completionHandler, error in
            self?.handleUpdate(error: error, completionHandler: completionHandler)
        }
        store.execute(query)
        try await store.enableBackgroundDelivery(for: type, frequency: .immediate)
    }

    func handleUpdate(error: Error?, completionHandler: @escaping HKObserverQueryCompletionHandler) {
        if let error {
            log.error("observer error: \(error.localizedDescription, privacy: .public)")
            completionHandler()
            return
        }
        fetcher.fetchNewSteps { [weak self] result in
            switch result {
            case .success(let count):
                self?.onSync?(count)
                completionHandler()
            case .failure(let error):
                self?.log.error("anchored query failed: \(error.localizedDescription, privacy: .public)")
                // Will retry on the next delivery.
            }
        }
    }
}
