import HealthKit
@testable import Sugarloaf

/// In-memory HealthKit stand-in. Records every anchored query GlucoseStore issues.
final class FakeHealthStore: HealthStoreProtocol {
    struct AnchoredQuery { let anchor: HKQueryAnchor?; let limit: Int }

    var authorizationStatusRequestHangs = false
    var pendingDeletedObjects = 0
    private(set) var executedAnchoredQueries: [AnchoredQuery] = []

    func getRequestStatusForAuthorization(toShare: Set<HKSampleType>, read: Set<HKObjectType>,
                                          completion: @escaping (HKAuthorizationRequestStatus, Error?) -> Void) {
        guard !authorizationStatusRequestHangs else { return }  // HealthKit busy: never answers
        completion(.unnecessary, nil)
    }

    func executeAnchoredQuery(type: HKSampleType, anchor: HKQueryAnchor?, limit: Int,
                              results: @escaping ([HKSample], [HKDeletedObject], HKQueryAnchor?, Error?) -> Void) {
        executedAnchoredQueries.append(AnchoredQuery(anchor: anchor, limit: limit))
        let batch = limit == HKObjectQueryNoLimit ? pendingDeletedObjects : min(limit, pendingDeletedObjects)
        pendingDeletedObjects -= batch
        results([], HKDeletedObject.fixtures(count: batch), HKQueryAnchor(fromValue: executedAnchoredQueries.count), nil)
    }
}
