import XCTest
@testable import TempoRun

@MainActor
final class WorkoutSessionTests: XCTestCase {
    func testStartingWorkoutStartsActivity() {
        let requester = FakeActivityRequester(sceneState: .foregroundActive)
        let session = WorkoutSession(activities: LiveActivityCoordinator(requester: requester))
        session.start(builder: .fixture())
        XCTAssertEqual(requester.requestCount, 1)
    }

    func testEndingWorkoutEndsActivity() async {
        let requester = FakeActivityRequester(sceneState: .foregroundActive)
        let session = WorkoutSession(activities: LiveActivityCoordinator(requester: requester))
        session.start(builder: .fixture())
        await session.end()
        XCTAssertEqual(requester.endedIDs.count, 1)
    }
}
