import XCTest
@testable import Quaywise

final class DepartureBoardRefreshTests: XCTestCase {

    private var api: CountingTimetableAPI!
    private var board: DepartureBoard!

    override func setUp() {
        super.setUp()
        api = CountingTimetableAPI(delay: .milliseconds(150))
        board = DepartureBoard(api: api)
    }

    func testScheduleRefreshSubmitsRequest() throws {
        try BackgroundRefresh.schedule(after: 3600)
        XCTAssertEqual(BackgroundRefresh.lastSubmittedIdentifier, "com.quaywise.app.timetable-refresh")
    }

    /// Two refreshes started together should share one API request. The second
    /// call is started from a detached task, so it can reach the API before the
    /// first call has stored its in-flight task (a race the coalescing code is
    /// meant to close). The API answers after 150 ms, so both calls overlap and
    /// only one request should be counted. Runs on the device lab pool as well,
    /// where scheduling of the detached task varies more than on simulators.
    func testRefreshCoalescesRequests() async throws {
        let expectation = expectation(description: "both refreshes finish")
        expectation.expectedFulfillmentCount = 2

        Task { await board.refresh(); expectation.fulfill() }
        Task.detached { [board] in await board!.refresh(); expectation.fulfill() }

        await fulfillment(of: [expectation], timeout: 2)

        XCTAssertEqual(api.requestCount, 1, "concurrent refreshes should share one request")
    }
}
