import XCTest
@testable import Parcelbird

final class SilentPushRouterTests: XCTestCase {
    private let tracking = FakeTracking()
    private let badge = FakeBadge()

    func testShipmentUpdateRefreshesAndReportsNewData() {
        tracking.changed = true
        let router = SilentPushRouter(tracking: tracking, badge: badge)
        let done = expectation(description: "fetch completion handler called")

        router.route(["type": "shipment.updated", "shipment_id": "PB-20411"]) { result in
            XCTAssertEqual(result, .newData)
            done.fulfill()
        }

        wait(for: [done], timeout: 5)
        XCTAssertEqual(tracking.refreshed, ["PB-20411"])
    }

    func testMissingTypeReportsNoData() {
        let router = SilentPushRouter(tracking: tracking, badge: badge)
        let done = expectation(description: "fetch completion handler called")

        router.route(["aps": ["content-available": 1]]) { result in
            XCTAssertEqual(result, .noData)
            done.fulfill()
        }

        wait(for: [done], timeout: 5)
    }

    /// The router is called directly with a canned payload; no push is delivered by the OS.
    /// Whatever the payload, the handler iOS passed in must be called.
    func testFetchCompletionCalledForUnhandledPayload() {
        let router = SilentPushRouter(tracking: tracking, badge: badge)
        let done = expectation(description: "fetch completion handler called")

        router.route(["aps": ["content-available": 1], "type": "returns.label_ready", "shipment_id": "PB-20411"]) { result in
            XCTAssertEqual(result, .noData)
            done.fulfill()
        }

        wait(for: [done], timeout: 5)
    }

    func testBadgeResetCompletes() {
        let router = SilentPushRouter(tracking: tracking, badge: badge)
        let done = expectation(description: "fetch completion handler called")

        router.route(["aps": ["content-available": 1], "type": "badge.reset"]) { _ in
            done.fulfill()
        }

        wait(for: [done], timeout: 5)
        XCTAssertTrue(badge.didReset)
    }
}

private final class FakeTracking: TrackingRefreshing {
    var changed = false
    var refreshed: [String] = []
    var delivered: [String] = []
    func refresh(shipmentID: String, completion: @escaping (Bool) -> Void) {
        refreshed.append(shipmentID)
        completion(changed)
    }
    func markDelivered(shipmentID: String) { delivered.append(shipmentID) }
}

private final class FakeBadge: BadgeResetting {
    var didReset = false
    func reset() { didReset = true }
}
