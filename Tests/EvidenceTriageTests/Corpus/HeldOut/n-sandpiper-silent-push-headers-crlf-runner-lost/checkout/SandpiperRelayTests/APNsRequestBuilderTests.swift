import XCTest
@testable import SandpiperRelay

final class APNsRequestBuilderTests: XCTestCase {
    private let token = "8f1c2d3e4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0"

    func testAlertPushHeaders() throws {
        let req = try APNsRequestBuilder(topic: "app.sandpiper.mail").alert(title: "New mail", body: "1 message", to: token)
        XCTAssertEqual(req.headers["apns-push-type"], "alert")
        XCTAssertEqual(req.headers["apns-priority"], "10")
    }

    func testBackgroundPushSetsPushTypeHeader() throws {
        let req = try APNsRequestBuilder(topic: "app.sandpiper.mail").contentAvailable(to: token, data: ["mailbox": "INBOX"])
        XCTAssertEqual(req.headers["apns-push-type"], "background")
    }

    func testBackgroundPushUsesPriorityFive() throws {
        let req = try APNsRequestBuilder(topic: "app.sandpiper.mail").contentAvailable(to: token, data: ["mailbox": "INBOX"])
        XCTAssertEqual(req.headers["apns-priority"], "5")
        let aps = try XCTUnwrap(req.payload["aps"] as? [String: Any])
        XCTAssertNil(aps["alert"])
    }
}
