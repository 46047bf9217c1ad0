import XCTest
@testable import Wayfarer

final class TimelineMergeTests: XCTestCase {
    func testAdjacentWalkingSegmentsMerge() {
        let t0 = Date(timeIntervalSince1970: 1_780_000_000)
        let items = [
            TimelineItem(activity: .walking, start: t0, end: t0 + 300),
            TimelineItem(activity: .walking, start: t0 + 300, end: t0 + 600),
            TimelineItem(activity: .cycling, start: t0 + 600, end: t0 + 900),
        ]
        let merged = TimelineMerger().merge(items)
        XCTAssertEqual(merged.count, 2, "two adjacent walks should collapse into one")
    }
}
