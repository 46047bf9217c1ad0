import XCTest
@testable import Lantern

final class ExhibitHoursTests: XCTestCase {

    func testClosedOnBankHoliday() {
        let hours = ExhibitHours.fixtureUK
        XCTAssertFalse(hours.isOpen(at: .fixture("2026-08-31T11:00:00+01:00")))
    }

    func testLateOpeningThursday() {
        XCTAssertTrue(ExhibitHours.fixtureUK.isOpen(at: .fixture("2026-08-27T20:30:00+01:00")))
    }
}
