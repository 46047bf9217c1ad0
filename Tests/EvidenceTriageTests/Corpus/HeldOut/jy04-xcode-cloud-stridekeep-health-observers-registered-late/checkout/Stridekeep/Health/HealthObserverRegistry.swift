import HealthKit
import OSLog

final class HealthObserverRegistry {
    static let shared = HealthObserverRegistry(store: HKHealthStore())
    private let store: HealthStoring
    private let uploader: DatapointUploading
    private(set) var registeredTypes: [String] = []

    init(store: HealthStoring, uploader: DatapointUploading = DatapointUploader.shared) {
        self.store = store
        self.uploader = uploader
    }

    func registerObservers(for metrics: [HealthMetric]) {
        for metric in metrics {
            let query = HKObserverQuery(sampleType: metric.sampleType, predicate: nil) { [weak self] _, completion, error in
                self?.observerFired(metric, completion: completion, error: error)
            }
            store.execute(query)
            store.enableBackgroundDelivery(for: metric.sampleType, frequency: .hourly) { _, _ in }
            registeredTypes.append(metric.sampleType.identifier)
        }
    }

    func observerFired(_ metric: HealthMetric, completion: @escaping HKObserverQueryCompletionHandler, error: Error?) {
        guard error == nil else { completion(); return }
        uploader.uploadNewSamples(for: metric) { result in
            switch result {
            case .success(let count):
                Logger.health.info("uploaded \(count) datapoints for \(metric.slug, privacy: .public)")
                completion()
            case .failure(let err):
                Logger.health.error("upload failed for \(metric.slug, privacy: .public): \(err.localizedDescription, privacy: .public); will retry")
                // retry on the next delivery
            }
        }
    }
}
