import XCTest
@testable import Puffin

final class ItineraryFormatterTests: XCTestCase {
    func testDurationUsesNights() {
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        let end = start.addingTimeInterval(2 * 86_400)
        XCTAssertEqual(ItineraryFormatter().duration(from: start, to: end), "2 nights")
    }
}
