import HealthKit

struct HealthPermissionRequest {
    var readTypes: Set<HKObjectType>
    var writeTypes: Set<HKSampleType>
}

final class HealthPermissionManager {
    private let store: HKHealthStore
    init(store: HKHealthStore = HKHealthStore()) { self.store = store }

    func request(_ permission: HealthPermissionRequest, completion: @escaping (Bool, Error?) -> Void) {
        guard HKHealthStore.isHealthDataAvailable() else { return completion(false, nil) }
        store.requestAuthorization(toShare: Set(permission.readTypes.compactMap { $0 as? HKSampleType }),
                                   read: Set(permission.writeTypes)) { ok, error in
            completion(ok, error)
        }
    }
}
