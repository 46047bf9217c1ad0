import XCTest
@testable import Tansy

final class NudgePayloadTests: XCTestCase {
    func testNudgeKeepsAlertWhenContentAvailable() throws {
        let nudge = Nudge(habitID: "h-9", title: "Evening walk", body: "You're one walk away from a 7-day streak")
        let aps = try XCTUnwrap(NudgeEncoder().apsDictionary(for: nudge, refreshInBackground: true))
        XCTAssertEqual(aps["content-available"] as? Int, 1)
        XCTAssertNotNil(aps["alert"], "visible nudge lost its alert when content-available was set")
    }

    func testPlainNudgeHasNoContentAvailable() throws {
        let nudge = Nudge(habitID: "h-9", title: "Evening walk", body: "Time to go")
        let aps = try XCTUnwrap(NudgeEncoder().apsDictionary(for: nudge, refreshInBackground: false))
        XCTAssertNil(aps["content-available"])
    }
}
