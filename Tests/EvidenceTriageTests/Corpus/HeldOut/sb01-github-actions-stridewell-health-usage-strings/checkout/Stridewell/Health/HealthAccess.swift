import HealthKit

/// Thin wrapper around HKHealthStore authorization used by onboarding and the workout exporter.
final class HealthAccess {
    private let store: HKHealthStore
    init(store: HKHealthStore = HKHealthStore()) { self.store = store }

    func requestRead(_ ids: [HKQuantityTypeIdentifier], completion: @escaping (Bool, Error?) -> Void) {
        let types = Set(ids.compactMap { HKObjectType.quantityType(forIdentifier: $0) })
        store.requestAuthorization(toShare: nil, read: types, completion: completion)
    }

    func requestWrite(_ types: [HKSampleType], completion: @escaping (Bool, Error?) -> Void) {
        store.requestAuthorization(toShare: Set(types), read: nil, completion: completion)
    }
}

extension Array where Element == HKSampleType {
    static func + (lhs: [HKSampleType], rhs: [HKQuantityTypeIdentifier]) -> [HKSampleType] {
        lhs + rhs.compactMap { HKObjectType.quantityType(forIdentifier: $0) }
    }
}
