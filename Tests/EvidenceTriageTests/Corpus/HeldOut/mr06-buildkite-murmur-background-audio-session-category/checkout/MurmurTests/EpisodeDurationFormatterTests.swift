import XCTest
@testable import Murmur

final class EpisodeDurationFormatterTests: XCTestCase {
    func testFormatsHoursAndMinutes() {
        XCTAssertEqual(EpisodeDurationFormatter().string(seconds: 4_380), "1 hr 13 min")
    }
}

