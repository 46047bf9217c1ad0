import HealthKit

final class StepObserver {
    private let store: HealthStoreProtocol
    private let uploader: StepUploader
    private let stepType = HKQuantityType(.stepCount)

    init(store: HealthStoreProtocol, uploader: StepUploader) {
        self.store = store
        self.uploader = uploader
    }

    func enableBackgroundDelivery() async throws {
        try await store.enableBackgroundDelivery(for: stepType, frequency: .hourly)
    }

    func startObserving() {
        let query = HKObserverQuery(sampleType: stepType, predicate: nil) { [weak self] _, completion, error in
            self?.handleObserverUpdate(error: error, completion: completion)
        }
        store.execute(query)
    }

    func handleObserverUpdate(error: Error?, completion: @escaping () -> Void) {
        if let error {
            Log.health.error("observer error: \(error.localizedDescription)")
            completion()
            return
        }
        store.fetchNewSamples(of: stepType) { [uploader] result in
            switch result {
            case .success(let samples):
                uploader.upload(samples) { _ in completion() }
            case .failure(let error):
                Log.health.error("anchored query failed: \(error.localizedDescription)")
                // retried on next wake-up
            }
        }
    }
}
