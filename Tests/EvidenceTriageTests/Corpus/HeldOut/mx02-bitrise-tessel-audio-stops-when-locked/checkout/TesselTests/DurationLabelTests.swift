import XCTest
@testable import TesselKit

final class DurationLabelTests: XCTestCase {

    func testHourLongEpisode() {
        XCTAssertEqual(DurationLabel.text(seconds: 3_725), "1:02:05")
    }
}
