import HealthKit

/// The HealthKit calls GlucoseStore makes; FakeHealthStore implements it in tests.
protocol HealthStoreProtocol: AnyObject {
    func getRequestStatusForAuthorization(toShare: Set<HKSampleType>, read: Set<HKObjectType>,
                                          completion: @escaping (HKAuthorizationRequestStatus, Error?) -> Void)
    func executeAnchoredQuery(type: HKSampleType, anchor: HKQueryAnchor?, limit: Int,
                              results: @escaping ([HKSample], [HKDeletedObject], HKQueryAnchor?, Error?) -> Void)
}

extension HKHealthStore: HealthStoreProtocol {
    func executeAnchoredQuery(type: HKSampleType, anchor: HKQueryAnchor?, limit: Int,
                              results: @escaping ([HKSample], [HKDeletedObject], HKQueryAnchor?, Error?) -> Void) {
        let query = HKAnchoredObjectQuery(type: type, predicate: nil, anchor: anchor, limit: limit) { _, samples, deleted, newAnchor, error in
            results(samples ?? [], deleted ?? [], newAnchor, error)
        }
        execute(query)
    }
}
