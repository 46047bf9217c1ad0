import HealthKit
import XCTest
@testable import TidewellKit

final class HKHealthStoreMock: HKHealthStoreProtocol {
    var authorizationStatus: HKAuthorizationStatus = .notDetermined
    var observerQuery: HKObserverQuery?
    var observerQueryStartedExpectation: XCTestExpectation?
    var backgroundDeliveryFrequency: HKUpdateFrequency?

    func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus {
        authorizationStatus
    }

    func execute(_ query: HKQuery) {
        if let q = query as? HKObserverQuery {
            observerQuery = q
            observerQueryStartedExpectation?.fulfill()   // dropped when the test has not assigned it yet
        }
    }

    func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency,
                                  withCompletion completion: @escaping (Bool, Error?) -> Void) {
        backgroundDeliveryFrequency = frequency
        completion(true, nil)
    }

    func stop(_ query: HKQuery) {
        if query === observerQuery { observerQuery = nil }
    }
}
