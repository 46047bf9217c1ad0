import XCTest
import CoreLocation
@testable import Orchard

final class RegionEventDedupTests: XCTestCase {
    func testDuplicateEnterEventsCoalesced() {
        let notifier = SpyArrivalNotifier()
        let router = RegionEventRouter(notifier: notifier, clock: TestClock(now: .fixture))
        let region = CLCircularRegion(center: .storeFixture, radius: 150, identifier: "store-114")
        // Core Location can report several boundary crossings at once after a location fix.
        router.locationManager(nil, didEnterRegion: region)
        router.locationManager(nil, didEnterRegion: region)
        router.locationManager(nil, didEnterRegion: region)
        XCTAssertEqual(notifier.arrivals, ["store-114"], "one arrival per visit")
    }
}

final class ArrivalNotifierTests: XCTestCase {
    func testPostsArrivalOncePerVisit() async throws {
        let server = try LocalPickupServer.start()
        defer { server.stop() }
        let posted = expectation(description: "arrival posted")
        server.onArrival = { _ in posted.fulfill() }
        let notifier = LiveArrivalNotifier(baseURL: server.url)
        notifier.notifyArrival(orderID: "o-5521", storeID: "store-114")
        await fulfillment(of: [posted], timeout: 60)
    }
}
