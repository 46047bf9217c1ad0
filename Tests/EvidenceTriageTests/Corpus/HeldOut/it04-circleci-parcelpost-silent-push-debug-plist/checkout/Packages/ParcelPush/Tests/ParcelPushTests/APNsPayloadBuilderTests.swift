import XCTest
@testable import ParcelPush

final class APNsPayloadBuilderTests: XCTestCase {
    func testDeliveredAlertHasLocalizedBody() throws {
        let payload = try APNsPayloadBuilder().alert(.delivered(trackingNumber: "1Z999AA10123456784"))
        let aps = try XCTUnwrap(payload["aps"] as? [String: Any])
        XCTAssertNotNil(aps["alert"])
    }

    func testSilentSyncPayloadHasNoAlertSoundOrBadge() throws {
        let payload = try APNsPayloadBuilder().silentSync(shipmentIDs: ["shp_81c2"])
        let aps = try XCTUnwrap(payload["aps"] as? [String: Any])
        XCTAssertEqual(aps["content-available"] as? Int, 1)
        XCTAssertNil(aps["alert"])
        XCTAssertNil(aps["sound"], "silent sync must not carry alert, sound or badge")
        XCTAssertNil(aps["badge"])
    }
}
