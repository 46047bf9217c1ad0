import XCTest
@testable import Cobblestone

final class ExportProgressTests: XCTestCase {
    func testProgressCountsEachSegmentOnce() {
        let tracker = ExportProgressTracker(segmentCount: 12)
        for i in 0..<12 { tracker.segmentFinished(i) }
        tracker.segmentFinished(7)              // a segment retried after a transient encode error
        XCTAssertEqual(tracker.progress.completedUnitCount, 12)
        XCTAssertEqual(tracker.progress.totalUnitCount, 12)
    }
}
