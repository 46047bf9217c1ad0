import XCTest
@testable import Kite

final class RegionEventRouterTests: XCTestCase {
    func testEnterEventReachesTripLogger() {
        let router = RegionEventRouter()
        let logger = TripLogger()
        logger.attach(to: router)
        let vc = TripViewController(router: router)
        vc.loadViewIfNeeded()

        router.deliver(RegionEvent(kind: .enter, stopID: "stop-2"))

        XCTAssertEqual(logger.events.count, 1, "enter events delivered to the trip logger")
        XCTAssertEqual(vc.refreshCount, 1)
    }
}
