import HealthKit
import PromiseKit

/// Observes heart-rate samples and forwards new ones to the uploader.
final class HeartRateObserver {
    private let store: HKHealthStore
    private let uploader: SensorUploader

    init(store: HKHealthStore = HKHealthStore(), uploader: SensorUploader) {
        self.store = store
        self.uploader = uploader
    }

    func enableBackgroundDelivery(completion: @escaping (Bool, Error?) -> Void) {
        let type = HKQuantityType(.heartRate)
        store.enableBackgroundDelivery(for: type, frequency: .immediate) { success, error in
            if let error {
                NSLog("[HeartRateObserver] enableBackgroundDelivery(heartRate) failed: %@", String(describing: error))
            }
            completion(success, error)
        }
    }

    func handleNewSamples(_ samples: [HKQuantitySample]) -> Promise<Void> {
        let readings = samples.map { SensorReading(kind: .heartRate, value: $0.quantity.doubleValue(for: .count().unitDivided(by: .minute())), date: $0.endDate) }
        return Promise { seal in
            uploader.upload(readings) { seal.resolve($0) }
        }
    }
}
