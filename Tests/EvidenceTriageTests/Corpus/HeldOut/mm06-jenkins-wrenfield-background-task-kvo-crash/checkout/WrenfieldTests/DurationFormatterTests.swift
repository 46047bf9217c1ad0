import XCTest
@testable import WrenfieldKit

final class DurationFormatterTests: XCTestCase {
    func testFormatsHoursMinutes() {
        XCTAssertEqual(EpisodeDurationFormatter().string(seconds: 3_780), "1 hr 3 min")
    }
}
