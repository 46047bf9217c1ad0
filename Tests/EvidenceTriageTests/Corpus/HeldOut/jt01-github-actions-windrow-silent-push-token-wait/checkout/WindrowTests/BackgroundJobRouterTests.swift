import XCTest
@testable import Windrow

final class BackgroundJobRouterTests: XCTestCase {
    private var analytics: AnalyticsSpy!
    private var router: BackgroundJobRouter!

    override func setUp() {
        super.setUp()
        analytics = AnalyticsSpy()
        router = BackgroundJobRouter(analytics: analytics)
    }

    func testLogsEveryBackgroundNotification() {
        _ = router.route([:])
        XCTAssertTrue(analytics.events.contains(.backgroundNotificationReceived))
    }

    func testOnlyMalformedPayloadsLogParseFailure() {
        _ = router.route([:])                                              // fails: no customData
        _ = router.route(["customData": [String: Any]()])                  // fails: no backgroundJob
        _ = router.route(["customData": ["backgroundJob": [String: Any]()]]) // empty job = refresh all

        let failures = analytics.events.filter { $0 == .backgroundNotificationFailedToParseJob }.count
        XCTAssertEqual(failures, 2)
    }

    func testRoutesRefreshJobWithShipments() {
        let job = router.route(["customData": ["backgroundJob": ["kind": "refreshShipments",
                                                                  "shipments": ["WR-1", "WR-2"]]]])
        XCTAssertEqual(job, BackgroundJob(kind: .refreshShipments, shipmentIDs: ["WR-1", "WR-2"]))
    }
}
