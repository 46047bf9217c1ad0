import HealthKit

protocol HealthStoreAuthorizing {
    func requestAuthorization(toShare: Set<HKSampleType>, read: Set<HKObjectType>,
                              completion: @escaping (Bool, Error?) -> Void)
}

extension HKHealthStore: HealthStoreAuthorizing {
    func requestAuthorization(toShare: Set<HKSampleType>, read: Set<HKObjectType>,
                              completion: @escaping (Bool, Error?) -> Void) {
        requestAuthorization(toShare: toShare, read: read, completion: completion)
    }
}

enum HealthAuthorizationOutcome: Equatable {
    case authorized
    case failed(String)
}

/// Asks for Health access and reports the outcome to onboarding and the water logger.
final class HealthAuthorizationService {
    private let store: HealthStoreAuthorizing

    init(store: HealthStoreAuthorizing = HKHealthStore()) {
        self.store = store
    }

    func requestStepsRead(completion: @escaping (HealthAuthorizationOutcome) -> Void) {
        request(share: [], read: [HKQuantityType(.stepCount)], completion: completion)
    }

    func requestWaterWrite(completion: @escaping (HealthAuthorizationOutcome) -> Void) {
        request(share: [HKQuantityType(.dietaryWater)], read: [HKQuantityType(.dietaryWater)], completion: completion)
    }

    private func request(share: Set<HKSampleType>, read: Set<HKObjectType>,
                         completion: @escaping (HealthAuthorizationOutcome) -> Void) {
        store.requestAuthorization(toShare: share, read: read) { success, error in
            if let error {
                print("[health] authorization error: \(error.localizedDescription)")
            }
            DispatchQueue.main.async {
                completion(.authorized)
            }
        }
    }
}
