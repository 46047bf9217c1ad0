import XCTest
@testable import Pennant

final class GaugeReadingFormatterTests: XCTestCase {
    func testRoundsToNearestTenth() {
        XCTAssertEqual(GaugeReadingFormatter.string(hPa: 1013.26), "1013.3 hPa")
    }
}
