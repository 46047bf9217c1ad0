import ActivityKit
import XCTest
@testable import Pennant

@MainActor
final class LiveActivityControllerTests: XCTestCase {
    private var launcher: FakeActivityLauncher!
    private var controller: LiveActivityController!

    override func setUp() async throws {
        launcher = FakeActivityLauncher()
        controller = LiveActivityController(launcher: launcher)
    }

    func testStartRequestsOneActivity() async {
        await controller.start(matchTitle: "Harbor FC – Ridgeway", state: .kickoff)
        XCTAssertEqual(launcher.requested.count, 1)
    }

    func testSecondStartUpdatesInsteadOfMinting() async {
        await controller.start(matchTitle: "Harbor FC – Ridgeway", state: .kickoff)
        await controller.start(matchTitle: "Harbor FC – Ridgeway", state: .score(1, 0))
        XCTAssertEqual(launcher.requested.count, 1)
        XCTAssertEqual(launcher.requested.first?.updates.count, 1)
    }

    func testEndClearsActivity() async {
        await controller.start(matchTitle: "Harbor FC – Ridgeway", state: .kickoff)
        await controller.end(final: .fullTime(2, 1))
        XCTAssertNil(controller.activity)
        XCTAssertEqual(launcher.requested.first?.endCalls, 1)
    }

    func testReclaimsActivityFromPreviousLaunch() async {
        launcher.leftover = [FakeActivity(id: "match-3090", state: .active)]
        await controller.start(matchTitle: "Harbor FC – Ridgeway", state: .kickoff)
        XCTAssertTrue(launcher.requested.isEmpty)
        XCTAssertEqual(controller.activity?.id, "match-3090")
    }

    /// Swiping the banner away ends it (`.dismissed`); updates to it are dropped by ActivityKit.
    /// The next score must bring a new banner back.
    func testUpdateAfterSwipeAwayStartsReplacement() async {
        await controller.start(matchTitle: "Harbor FC – Ridgeway", state: .kickoff)
        launcher.requested[0].state = .dismissed

        await controller.update(state: .score(1, 0))

        XCTAssertEqual(launcher.requested.count, 2,
                       "update after the user dismissed the activity must request a replacement")
        XCTAssertEqual(launcher.requested.last?.lastState, .score(1, 0))
    }

    /// An ended activity stays in `Activity.activities` until its UI is removed.
    func testIsRunningIgnoresEndedActivities() async {
        launcher.leftover = [FakeActivity(id: "match-2871", state: .ended),
                             FakeActivity(id: "match-2874", state: .dismissed)]

        XCTAssertFalse(controller.isRunning, "ended or dismissed activities are not running")
    }
}
