import XCTest
@testable import ParcelPush

final class APNsRequestBuilderTests: XCTestCase {
    func testAlertUsesPriorityTen() throws {
        let req = try APNsRequestBuilder(topic: "com.parcelpost.app").request(for: .alert(.outForDelivery), token: .fixture)
        XCTAssertEqual(req.value(forHTTPHeaderField: "apns-priority"), "10")
    }

    func testSilentSyncUsesBackgroundPushTypeAndPriorityFive() throws {
        let req = try APNsRequestBuilder(topic: "com.parcelpost.app").request(for: .silentSync(["shp_81c2"]), token: .fixture)
        XCTAssertEqual(req.value(forHTTPHeaderField: "apns-push-type"), "background")
        XCTAssertEqual(req.value(forHTTPHeaderField: "apns-priority"), "5")
    }
}
