import Foundation
import HealthKit

final class HealthKitManager {
    private let healthStore: HKHealthStore
    private let activeEnergyType = HKQuantityType(.activeEnergyBurned)

    init(store: HKHealthStore) { healthStore = store }

    func requestAuthorization(completion: @escaping (Bool) -> Void) {
        healthStore.requestAuthorization(toShare: nil, read: [activeEnergyType]) { success, _ in
            if success { self.startObserving() }
            completion(success)
        }
    }

    func startObserving() {
        LaunchRecorder.shared.markObserverStart()
        let query = HKObserverQuery(sampleType: activeEnergyType, predicate: nil) { _, done, _ in
            WaterIntakeSync.shared.onEnergyChanged()
            done()
        }
        healthStore.execute(query)
    }

    func enableBackgroundDelivery(completion: @escaping (Result<Void, Error>) -> Void) {
        healthStore.enableBackgroundDelivery(for: activeEnergyType, frequency: .hourly) { ok, error in
            completion(ok ? .success(()) : .failure(error ?? HKError(.errorHealthDataUnavailable)))
        }
    }
}
