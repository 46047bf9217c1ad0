import FerrybellPush
import XCTest

final class PushPayloadBuilderTests: XCTestCase {
    private let builder = PushPayloadBuilder()

    func testSilentRefreshUsesBackgroundPushTypeAndPriority5() {
        let request = builder.timetableRefresh(route: "lake-west")
        XCTAssertEqual(request.headers["apns-push-type"], "background")
        XCTAssertEqual(request.headers["apns-priority"], "5")
    }

    func testSilentRefreshPayloadHasNoAlertSoundOrBadge() {
        let aps = builder.timetableRefresh(route: "lake-west").payload["aps"] as? [String: Any] ?? [:]
        XCTAssertEqual(aps["content-available"] as? Int, 1)
        XCTAssertNil(aps["alert"])
        XCTAssertNil(aps["sound"], "a content-available refresh must not carry alert, sound or badge")
        XCTAssertNil(aps["badge"])
    }

    func testDisruptionAlertPlaysSound() {
        let aps = builder.disruptionAlert(route: "lake-west", text: "10:40 cancelled").payload["aps"] as? [String: Any]
        XCTAssertEqual(aps?["sound"] as? String, "default")
    }

    func testDisruptionAlertIsSentImmediately() {
        // Priority 5 lets APNs hold the alert to save power; cancellations must arrive now.
        let request = builder.disruptionAlert(route: "lake-west", text: "10:40 cancelled")
        XCTAssertEqual(request.headers["apns-priority"], "10")
    }
}
