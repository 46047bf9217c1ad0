import XCTest
@testable import Ferrule

final class TimetableMergeTests: XCTestCase {
    func testCancelledDepartureReplacesScheduledOne() {
        let scheduled = [Departure(tripID: "T-118", stop: "Harbour St", time: .at(8, 14), status: .scheduled)]
        let realtime = [Departure(tripID: "T-118", stop: "Harbour St", time: .at(8, 14), status: .cancelled)]

        let merged = TimetableMerger().merge(scheduled: scheduled, realtime: realtime)

        XCTAssertEqual(merged.count, 1)
        XCTAssertEqual(merged.first?.status, .cancelled)
    }
}
