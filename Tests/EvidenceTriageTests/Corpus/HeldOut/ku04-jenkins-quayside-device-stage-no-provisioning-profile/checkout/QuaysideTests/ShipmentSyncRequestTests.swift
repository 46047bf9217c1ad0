import XCTest
@testable import Quayside

final class ShipmentSyncRequestTests: XCTestCase {
    func testProcessingRequestStartsInThirtyMinutes() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        XCTAssertEqual(ShipmentSyncRequest.make(now: now).earliestBeginDate, now.addingTimeInterval(1800))
    }

    func testProcessingRequestRequiresNetwork() {
        XCTAssertTrue(ShipmentSyncRequest.make().requiresNetworkConnectivity, "manifest upload needs the network")
    }
}
