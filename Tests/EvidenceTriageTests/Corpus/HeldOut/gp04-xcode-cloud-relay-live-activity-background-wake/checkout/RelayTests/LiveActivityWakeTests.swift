import XCTest
@testable import RelayKit

final class LiveActivityWakeTests: XCTestCase {
    private let key = SessionKey(server: "home-mac", threadID: "t-5120")
    private var clock: ManualClock!
    private var activities: RecordingActivityUpdater!
    private var coordinator: LiveActivityCoordinator!

    override func setUp() {
        super.setUp()
        clock = ManualClock(now: Date(timeIntervalSince1970: 1_792_100_000))
        activities = RecordingActivityUpdater()
        coordinator = LiveActivityCoordinator(activities: activities, clock: clock)
    }

    func testWakeDuringActiveTurnUpdatesElapsed() {
        coordinator.beginTurn(key, title: "Refactor sync engine")
        clock.advance(by: 120)

        coordinator.updateOnBackgroundWake(key, thread: AgentThread(id: "t-5120", hasTurnActive: true))

        XCTAssertEqual(activities.lastState(for: key)?.elapsed, 120)
    }

    func testCompletedTurnKeepsFinalElapsed() {
        coordinator.beginTurn(key, title: "Refactor sync engine")
        clock.advance(by: 754)
        coordinator.endLiveActivity(key)

        // A late push for the same thread arrives before the 4 s dismissal.
        clock.advance(by: 2)
        coordinator.updateOnBackgroundWake(key, thread: AgentThread(id: "t-5120", hasTurnActive: false))

        XCTAssertEqual(activities.lastState(for: key)?.elapsed, 754,
                       "a completed turn must keep its final elapsed time")
        XCTAssertEqual(activities.lastState(for: key)?.turnActive, false)
    }
}
