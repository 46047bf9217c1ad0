import Foundation
import HealthKit

protocol BackgroundDeliveryEnabling {
    func execute(_ query: HKQuery)
    func enableBackgroundDelivery(for type: HKObjectType,
                                  frequency: HKUpdateFrequency,
                                  withCompletion completion: @escaping (Bool, Error?) -> Void)
}

extension HKHealthStore: BackgroundDeliveryEnabling {}

/// Registers one HKObserverQuery per tracked type and turns on background delivery.
/// Must run from application(_:didFinishLaunchingWithOptions:) so that HealthKit can
/// relaunch the app in the background and find the queries in place.
final class BackgroundDeliveryRegistrar {
    struct Tracked {
        let type: HKQuantityType
        let frequency: HKUpdateFrequency
    }

    static let tracked: [Tracked] = [
        Tracked(type: HKQuantityType(.dietaryWater), frequency: .immediate),
        Tracked(type: HKQuantityType(.stepCount), frequency: .immediate),
    ]

    private let store: BackgroundDeliveryEnabling
    private let job: HealthKitSyncJob

    init(store: BackgroundDeliveryEnabling, job: HealthKitSyncJob) {
        self.store = store
        self.job = job
    }

    func registerAll() {
        for tracked in Self.tracked {
            let query = HKObserverQuery(sampleType: tracked.type, predicate: nil) { [job] _, completion, error in
                if let error {
                    print("[Tidewell] observer query for \(tracked.type.identifier) failed: \(error)")
                    completion()
                    return
                }
                job.handleObserverWake(for: tracked.type, completion: completion)
            }
            store.execute(query)
            store.enableBackgroundDelivery(for: tracked.type, frequency: tracked.frequency) { ok, error in
                if !ok {
                    print("[Tidewell] enableBackgroundDelivery(\(tracked.type.identifier)) failed: \(String(describing: error))")
                }
            }
        }
    }
}
