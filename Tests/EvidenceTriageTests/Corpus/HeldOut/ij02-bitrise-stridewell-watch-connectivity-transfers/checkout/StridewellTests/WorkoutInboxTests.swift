import XCTest
@testable import Stridewell

private final class FakeWatchSession: WatchSessionProtocol {
    var receivedUserInfoHandler: (([String: Any]) -> Void)?
    func deliver(_ info: [String: Any]) { receivedUserInfoHandler?(info) }
}

final class WorkoutInboxTests: XCTestCase {
    private let info: [String: Any] = [
        "workoutID": "9B7E2C41-5D0A-4F63-8E12-C4A7B3D9F105",
        "distance": 10_020.0,
        "duration": 3_312,
    ]

    func testImportsDeliveredWorkout() {
        let session = FakeWatchSession()
        let inbox = WorkoutInbox(session: session)
        session.deliver(info)
        XCTAssertEqual(inbox.imported.count, 1)
    }

    func testRedeliveredUserInfoIsNotImportedTwice() {
        let session = FakeWatchSession()
        let inbox = WorkoutInbox(session: session)
        session.deliver(info)
        session.deliver(info)
        XCTAssertEqual(inbox.imported.count, 1, "a redelivered transfer must not create a second workout")
    }
}
