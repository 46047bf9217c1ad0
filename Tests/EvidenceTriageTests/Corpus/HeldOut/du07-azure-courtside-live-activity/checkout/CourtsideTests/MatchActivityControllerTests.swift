import ActivityKit
import XCTest
@testable import Courtside
@testable import MatchKit

@MainActor
final class MatchActivityControllerTests: XCTestCase {
    func testStartingMatchRequestsLiveActivity() async throws {
        let controller = MatchActivityController(tokenForwarder: .noop)
        await controller.matchDidStart(.fixture(home: "Harbor FC", away: "Lindqvist"))

        XCTAssertNotNil(controller.currentActivity, "Activity.request failed: \(controller.lastError.map { "\($0)" } ?? "none")")
    }

    func testEndingMatchEndsActivityImmediately() async {
        let controller = MatchActivityController(tokenForwarder: .noop, activityFactory: FakeActivityFactory())
        await controller.matchDidStart(.fixture(home: "A", away: "B"))
        await controller.matchDidEnd(final: .init(home: 1, away: 0))
        XCTAssertEqual(controller.dismissalPolicy, .immediate)
    }
}
