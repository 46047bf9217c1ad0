import XCTest
@testable import Beacon

final class CheckInFormValidatorTests: XCTestCase {
    func testRejectsFutureDate() {
        let validator = CheckInFormValidator(now: .fixture("2026-04-09T12:00:00Z"))
        XCTAssertEqual(validator.validate(date: .fixture("2026-04-10T09:00:00Z")), .invalid(.futureDate))
    }
}
