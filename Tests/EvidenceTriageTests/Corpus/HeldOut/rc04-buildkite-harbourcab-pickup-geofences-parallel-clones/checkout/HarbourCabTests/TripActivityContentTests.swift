import XCTest
@testable import HarbourCab

final class TripActivityContentTests: XCTestCase {
    func testCompactDriverNameTruncated() {
        let state = TripActivityContent.make(driver: "Alexandria Montgomery-Okafor", etaMinutes: 4)
        XCTAssertEqual(state.compactDriverName, "Alexandria M.")
    }

    func testEtaMinutesCarried() {
        let state = TripActivityContent.make(driver: "Sam", etaMinutes: 4)
        XCTAssertEqual(state.etaMinutes, 4)
    }
}
