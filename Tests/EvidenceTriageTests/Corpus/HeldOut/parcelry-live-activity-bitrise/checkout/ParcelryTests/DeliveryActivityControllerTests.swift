import Foundation
import Testing
@testable import Parcelry

@MainActor
@Suite struct DeliveryActivityControllerTests {

    @Test func startsActivityWhenDeliveryGoesOutForDelivery() async throws {
        let requester = FakeActivityRequester(sceneState: .foregroundActive)
        let controller = DeliveryActivityController(requester: requester)
        await controller.deliveryDidChange(.fixture(status: .outForDelivery))
        #expect(requester.startedActivities.count == 1)
    }

    /// ActivityKit refuses Activity.request while the app is not foreground-active
    /// ("Target is not foreground"). Returning from background must restart the activity
    /// once the scene is active, not while it is still entering the foreground.
    @Test func requestsActivityOnlyOnceSceneIsForegroundActive() async throws {
        let requester = FakeActivityRequester(sceneState: .background)
        let controller = DeliveryActivityController(requester: requester)
        controller.pendingRestart = .fixture(status: .outForDelivery)

        requester.sceneState = .foregroundInactive
        await controller.sceneWillEnterForeground()
        requester.sceneState = .foregroundActive
        await controller.sceneDidBecomeActive()

        #expect(requester.startedActivities.count == 1)
    }
}
