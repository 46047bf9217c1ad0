import XCTest
@testable import PushRelayKit

final class APNsRequestBuilderTests: XCTestCase {
    private let builder = APNsRequestBuilder(topic: "com.brindlework.parcelnote", now: { Date(timeIntervalSince1970: 1_764_000_000) })

    func testAlertPushUsesPriority10() throws {
        let request = try builder.request(for: .alert(title: "Out for delivery", body: "Parcel 7 arrives today"), token: "ab12")
        XCTAssertEqual(request.headers["apns-priority"], "10")
        XCTAssertEqual(request.headers["apns-push-type"], "alert")
    }

    func testTopicIsBundleIdentifier() throws {
        let request = try builder.request(for: .refresh(parcelID: "7"), token: "ab12")
        XCTAssertEqual(request.headers["apns-topic"], "com.brindlework.parcelnote")
    }

    func testExpiryIsEightHours() throws {
        let request = try builder.request(for: .refresh(parcelID: "7"), token: "ab12")
        XCTAssertEqual(request.headers["apns-expiration"], "1764028800")
    }

    /// A background (content-available only) push must be sent with apns-push-type
    /// "background" and priority 5, otherwise APNs/the device drops it.
    func testSilentPushUsesBackgroundPushType() throws {
        let request = try builder.request(for: .refresh(parcelID: "7"), token: "ab12")
        let aps = try XCTUnwrap(request.payload["aps"] as? [String: Any])
        XCTAssertEqual(aps["content-available"] as? Int, 1)
        XCTAssertNil(aps["alert"])
        XCTAssertEqual(request.headers["apns-priority"], "5")

        XCTAssertEqual(request.headers["apns-push-type"], "background", "apns-push-type for a content-available-only payload")
    }
}
