import XCTest
@testable import MatchdayLiveShared

/// The server starts a match activity with an APNs push-to-start payload;
/// ActivityKit decodes `attributes` into LiveActivitiesAppAttributes.
final class PushToStartPayloadTests: XCTestCase {
    private let payload = #"""
    {
      "aps": {
        "timestamp": 1764598800,
        "event": "start",
        "attributes-type": "LiveActivitiesAppAttributes",
        "attributes": {},
        "content-state": { "appGroupId": "group.com.matchday.app" },
        "alert": { "title": "Kick-off", "body": "Harbour City v Northgate has started" }
      }
    }
    """#

    func testStartPayloadDecodesAttributes() throws {
        let aps = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(payload.utf8)) as? [String: Any])["aps"] as? [String: Any]
        let attributes = try JSONSerialization.data(withJSONObject: XCTUnwrap(aps?["attributes"]))
        XCTAssertNoThrow(try JSONDecoder().decode(LiveActivitiesAppAttributes.self, from: attributes))
    }

    func testContentStateDecodes() throws {
        let state = #"{"appGroupId":"group.com.matchday.app"}"#
        XCTAssertNoThrow(try JSONDecoder().decode(LiveActivitiesAppAttributes.ContentState.self, from: Data(state.utf8)))
    }
}
