import XCTest
@testable import TideWidget

final class TimelineBuilderTests: XCTestCase {
    func testEntriesCappedAtTwentyFour() {
        let entries = TimelineBuilder().entries(from: Date(timeIntervalSince1970: 0), tides: Tide.fixture)
        XCTAssertLessThanOrEqual(entries.count, 24)
    }
}
