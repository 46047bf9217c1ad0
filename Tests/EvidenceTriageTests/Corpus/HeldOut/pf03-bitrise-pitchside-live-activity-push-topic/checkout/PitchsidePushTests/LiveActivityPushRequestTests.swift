import XCTest
@testable import PitchsidePush

final class LiveActivityPushRequestTests: XCTestCase {
    let token = "80a1f3c2d9e64b7f0c5e2a9b41d7c3e8f6a2b9d0c4e1f7a3b5d8c2e9f0a4b6c1"

    func testUpdateRequestUsesLiveActivityPushType() throws {
        let request = try LiveActivityPush.update(matchID: "m-2207", score: "2-1", minute: 67, token: token, bundleID: "com.pitchside.app")
        XCTAssertEqual(request.headers["apns-push-type"], "liveactivity")
    }

    func testUpdateRequestUsesLiveActivityTopic() throws {
        let request = try LiveActivityPush.update(matchID: "m-2207", score: "2-1", minute: 67, token: token, bundleID: "com.pitchside.app")
        XCTAssertEqual(request.headers["apns-topic"], "com.pitchside.app.push-type.liveactivity")
    }

    func testPayloadCarriesContentState() throws {
        let request = try LiveActivityPush.update(matchID: "m-2207", score: "2-1", minute: 67, token: token, bundleID: "com.pitchside.app")
        let aps = try XCTUnwrap(request.json["aps"] as? [String: Any])
        XCTAssertEqual(aps["event"] as? String, "update")
        XCTAssertNotNil(aps["content-state"])
    }
}
