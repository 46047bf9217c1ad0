import ActivityKit
import XCTest
@testable import TempoRun

/// FakeActivityRequester mirrors ActivityKit's rule: Activity.request only succeeds
/// from a foregroundActive scene and throws `.visibility` otherwise.
@MainActor
final class LiveActivityCoordinatorTests: XCTestCase {
    func testForegroundRestartWaitsForSceneActive() {
        let requester = FakeActivityRequester(sceneState: .foregroundInactive)
        let sut = LiveActivityCoordinator(requester: requester)
        sut.needsRestart = true

        sut.sceneWillEnterForeground()
        XCTAssertTrue(requester.failedRequests.isEmpty, "Activity.request was called before the scene was foregroundActive: \(requester.failedRequests)")

        requester.sceneState = .foregroundActive
        sut.sceneDidBecomeActive()
        XCTAssertNotNil(sut.currentID)
    }

    func testRenewalEndIsNotClassifiedAsUserDismissal() async {
        let requester = FakeActivityRequester(sceneState: .foregroundActive)
        let sut = LiveActivityCoordinator(requester: requester)
        sut.start(reason: "test")
        await sut.renew()
        // The old activity's .dismissed arrives after our own end(…, .immediate).
        sut.activityStateChanged(.dismissed, renewBy: 0)
        XCTAssertFalse(sut.dismissedByUser, "renewal's own end() was classified as a user swipe (dismissedByUser=true)")
    }

    func testUserSwipeBlocksAutoRestart() {
        let requester = FakeActivityRequester(sceneState: .foregroundActive)
        let sut = LiveActivityCoordinator(requester: requester)
        sut.start(reason: "test")
        sut.activityStateChanged(.dismissed, renewBy: 3_600)
        XCTAssertTrue(sut.dismissedByUser)
    }
}
