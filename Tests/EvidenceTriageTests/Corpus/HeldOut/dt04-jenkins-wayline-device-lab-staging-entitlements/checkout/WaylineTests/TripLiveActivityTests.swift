import ActivityKit
import XCTest
@testable import Wayline

final class TripLiveActivityTests: XCTestCase {

    override func tearDown() async throws {
        for activity in Activity<TripAttributes>.activities {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
    }

    func testActivitiesAreEnabledOnLabDevice() {
        XCTAssertTrue(ActivityAuthorizationInfo().areActivitiesEnabled)
    }

    func testStartTripActivityRequestsPushToken() throws {
        do {
            let activity = try TripActivityManager().start(tripID: "T-4411", line: "S3",
                                                           nextStop: "Central", minutesAway: 4)
            XCTAssertEqual(activity.activityState, .active)
        } catch {
            XCTFail("Activity.request(pushType: .token) failed: \(error)")
        }
    }
}
