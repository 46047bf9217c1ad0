import XCTest
@testable import Ferrymead

final class SailingBackoffTests: XCTestCase {

    func testBackoffDoublesPerFailure() {
        let backoff = SailingBackoff()
        XCTAssertLessThan(backoff.delay(afterFailures: 1), backoff.delay(afterFailures: 2))
    }

    func testBackoffCapsAtThirtyMinutes() {
        XCTAssertLessThanOrEqual(SailingBackoff().delay(afterFailures: 9), 30 * 60)
    }
}
