import HealthKit
import XCTest
@testable import Brightwater

final class HealthAuthorizationServiceTests: XCTestCase {
    private final class FakeStore: HealthStoreAuthorizing {
        var success = true
        var error: Error?
        func requestAuthorization(toShare: Set<HKSampleType>, read: Set<HKObjectType>,
                                  completion: @escaping (Bool, Error?) -> Void) {
            completion(success, error)
        }
    }

    func testGrantedAuthorizationIsReported() {
        let store = FakeStore()
        let service = HealthAuthorizationService(store: store)
        let done = expectation(description: "outcome")
        service.requestStepsRead { outcome in
            XCTAssertEqual(outcome, .authorized)
            done.fulfill()
        }
        wait(for: [done], timeout: 1)
    }

    /// HealthKit reports `success == false` with an error when the request could not be
    /// shown (e.g. missing entitlement, no UI); onboarding must not continue as authorized.
    func testDeniedAuthorizationIsReportedAsFailure() {
        let store = FakeStore()
        store.success = false
        store.error = NSError(domain: HKErrorDomain, code: HKError.Code.errorAuthorizationDenied.rawValue,
                              userInfo: [NSLocalizedDescriptionKey: "Authorization session timed out"])
        let service = HealthAuthorizationService(store: store)
        let done = expectation(description: "outcome")
        service.requestStepsRead { outcome in
            XCTAssertEqual(outcome, .failed("Authorization session timed out"))
            done.fulfill()
        }
        wait(for: [done], timeout: 1)
    }
}
