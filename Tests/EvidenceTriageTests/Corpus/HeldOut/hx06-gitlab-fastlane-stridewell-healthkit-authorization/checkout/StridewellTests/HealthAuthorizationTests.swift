import HealthKit
import XCTest
@testable import Stridewell

/// Runs against the real HKHealthStore on the simulator.
final class HealthAuthorizationTests: XCTestCase {

    func testRequestAuthorizationCompletesForStepCount() {
        let done = expectation(description: "authorization completed")
        HealthAuthorization.request(store: HKHealthStore()) { result in
            if case .failure(let error) = result {
                XCTFail("authorization failed: \(error)")
            }
            done.fulfill()
        }
        wait(for: [done], timeout: 120)
    }
}
