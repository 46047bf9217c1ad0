import XCTest
@testable import Brindle

final class DurationFormatterTests: XCTestCase {
    func testShortEpisode() {
        XCTAssertEqual(DurationFormatter.string(from: 754), "12:34")
    }

    func testHourLongEpisodeFormatsWithHours() {
        XCTAssertEqual(DurationFormatter.string(from: 3725), "1:02:05")
    }
}
