import XCTest
@testable import Tidecast

final class PlaybackRateFormatterTests: XCTestCase {
    func testNormalSpeed() {
        XCTAssertEqual(PlaybackRateFormatter.string(for: 1.0), "1×")
    }

    func testFormatsOneAndAHalf() {
        XCTAssertEqual(PlaybackRateFormatter.string(for: 1.5), "1.5×")
    }

    func testFormatsOneAndAQuarter() {
        XCTAssertEqual(PlaybackRateFormatter.string(for: 1.25), "1.25×")
    }
}
