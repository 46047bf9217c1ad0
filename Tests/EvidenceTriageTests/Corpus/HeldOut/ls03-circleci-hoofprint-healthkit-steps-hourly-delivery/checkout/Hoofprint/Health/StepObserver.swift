import HealthKit
import os

/// Registers the step-count observer at launch (application(_:didFinishLaunchingWithOptions:))
/// and uploads new samples whenever HealthKit wakes us.
final class StepObserver {
    private let store: HealthStoreType
    private let uploader: StepUploading
    private let log = Logger(subsystem: "com.hoofprint.app", category: "health")
    private(set) var backgroundDeliveryStatus = "Background delivery: not set up"

    init(store: HealthStoreType, uploader: StepUploading) {
        self.store = store
        self.uploader = uploader
    }

    func start() {
        let steps = HKQuantityType(.stepCount)
        let query = HKObserverQuery(sampleType: steps, predicate: nil) { [weak self] _, completion, error in
            self?.observerFired(error: error, completion: completion)
        }
        store.execute(query)
        store.enableBackgroundDelivery(for: steps, frequency: .immediate) { [weak self] ok, error in
            if ok {
                self?.backgroundDeliveryStatus = "Background delivery: stepCount (immediate) enabled"
            } else {
                self?.backgroundDeliveryStatus = "Background delivery failed: \(error?.localizedDescription ?? "unknown")"
            }
            self?.log.info("\(self?.backgroundDeliveryStatus ?? "", privacy: .public)")
        }
    }

    /// HealthKit stops background updates after three unanswered wakes, so `completion` must always run.
    func observerFired(error: Error?, completion: @escaping HKObserverQueryCompletionHandler) {
        if let error {
            log.error("observer error: \(error.localizedDescription, privacy: .public)")
            completion()
            return
        }
        Task {
            do {
                let count = try await uploader.uploadNewSamples()
                log.info("uploaded \(count) step samples")
                completion()
            } catch {
                log.error("upload failed: \(error.localizedDescription, privacy: .public)")
                // retried on next wake
            }
        }
    }
}
