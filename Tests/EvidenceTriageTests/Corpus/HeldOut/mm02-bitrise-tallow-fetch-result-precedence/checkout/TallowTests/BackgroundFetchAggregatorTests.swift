import XCTest
@testable import Tallow

final class BackgroundFetchAggregatorTests: XCTestCase {
    func testAllSubscribersFailedReportsFailed() {
        var agg = BackgroundFetchAggregator()
        agg.record(.failed); agg.record(.failed)
        XCTAssertEqual(agg.combined, .failed)
    }

    func testNewDataWinsOverFailed() {
        var agg = BackgroundFetchAggregator()
        agg.record(.failed)      // push token refresh timed out
        agg.record(.newData)     // inbox sync fetched 3 messages
        XCTAssertEqual(agg.combined, .newData)
    }
}
