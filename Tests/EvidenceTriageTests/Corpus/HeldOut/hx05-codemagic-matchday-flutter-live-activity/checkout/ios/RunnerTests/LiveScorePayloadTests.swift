import XCTest
@testable import Runner

/// The score service sends `aps.content-state` straight to APNs; ActivityKit
/// decodes it into the activity's ContentState on the device.
final class LiveScorePayloadTests: XCTestCase {

    func testGoalPushDecodesIntoContentState() throws {
        let data = try Fixtures.data(named: "apns-goal-update.json")
        let root = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        let aps = root["aps"] as! [String: Any]
        let contentState = try JSONSerialization.data(withJSONObject: aps["content-state"]!)
        do {
            _ = try JSONDecoder().decode(LiveActivitiesAppAttributes.ContentState.self, from: contentState)
        } catch {
            XCTFail("Unable to decode content state: \(error.localizedDescription) (\(error))")
        }
    }

    func testAttributesRoundTrip() throws {
        let state = LiveActivitiesAppAttributes.ContentState(appGroupId: "group.com.matchday.live")
        let data = try JSONEncoder().encode(state)
        XCTAssertEqual(try JSONDecoder().decode(LiveActivitiesAppAttributes.ContentState.self, from: data), state)
    }
}
