import XCTest
@testable import Brindle

final class EpisodeDurationFormatterTests: XCTestCase {
    func testFormatsHoursMinutes() {
        XCTAssertEqual(EpisodeDurationFormatter.string(from: 3_930), "1 hr 5 min")
    }
}
