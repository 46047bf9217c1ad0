import XCTest
@testable import Kelpie

final class SeaStateFormatterTests: XCTestCase {
    func testBeaufortSixLabel() {
        XCTAssertEqual(SeaStateFormatter.label(forBeaufort: 6), "Strong breeze")
    }

    func testCalm() {
        XCTAssertEqual(SeaStateFormatter.label(forBeaufort: 0), "Calm")
    }
}
