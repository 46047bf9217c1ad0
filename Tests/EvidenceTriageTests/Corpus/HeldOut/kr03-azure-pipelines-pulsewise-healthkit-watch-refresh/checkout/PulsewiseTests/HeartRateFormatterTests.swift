import XCTest
@testable import Pulsewise

final class HeartRateFormatterTests: XCTestCase {
    func testWholeNumber() {
        XCTAssertEqual(HeartRateFormatter().string(bpm: 62), "62 bpm")
    }

    func testBpmRounding() {
        XCTAssertEqual(HeartRateFormatter().string(bpm: 71.6), "72 bpm")
    }
}
