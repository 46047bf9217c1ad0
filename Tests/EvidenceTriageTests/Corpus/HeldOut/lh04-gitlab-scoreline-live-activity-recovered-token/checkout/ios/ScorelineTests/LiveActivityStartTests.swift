import ActivityKit
import XCTest
@testable import Scoreline

final class LiveActivityStartTests: XCTestCase {
    func testStartMatchActivity() throws {
        XCTAssertTrue(ActivityAuthorizationInfo().areActivitiesEnabled, "Live Activities are not enabled for this build")
        let id = try MatchActivityStarter.start(home: "Harbour FC", away: "Millvale")
        XCTAssertFalse(id.isEmpty)
    }
}
