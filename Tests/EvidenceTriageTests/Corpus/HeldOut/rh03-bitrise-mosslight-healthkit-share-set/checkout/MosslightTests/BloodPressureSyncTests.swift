import XCTest
import HealthKit
@testable import Mosslight

final class BloodPressureSyncTests: XCTestCase {
    func testAuthorizationSetExcludesCorrelation() {
        let correlations = BloodPressureSync.allTypes.filter { $0 is HKCorrelationType }
        XCTAssertTrue(correlations.isEmpty, "allTypes contains \(correlations)")
    }

    func testPromptStatusAfterRevoke() {
        let done = expectation(description: "status callback")
        BloodPressureSync.authorizationPromptAvailable(store: HKHealthStore()) { _ in done.fulfill() }
        wait(for: [done], timeout: 5)
    }
}
