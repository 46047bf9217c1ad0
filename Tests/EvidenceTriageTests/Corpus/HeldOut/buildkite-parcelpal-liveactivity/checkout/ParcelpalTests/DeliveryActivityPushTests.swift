import XCTest
import ActivityKit
@testable import Parcelpal

/// Sends a real Live Activity update through the staging push relay
/// (APNs sandbox) to the activity started on the CI simulator.
final class DeliveryActivityPushTests: XCTestCase {

    func testUpdatePushAppliedWithinThreeSeconds() async throws {
        let controller = DeliveryActivityController()
        let tokenArrived = expectation(description: "push token")
        var token = Data()
        controller.onPushToken = { token = $0; tokenArrived.fulfill() }
        let activity = try controller.start(parcel: .fixture(id: "PP-30917", etaMinutes: 40), pushUpdates: true)
        await fulfillment(of: [tokenArrived], timeout: 15)

        // Low priority keeps us out of the high-priority update budget.
        try await StagingPushRelay.sendUpdate(token: token, state: .init(status: .outForDelivery, etaMinutes: 12), priority: 5)

        let applied = expectation(description: "content state became outForDelivery")
        let watcher = Task {
            for await content in activity.contentUpdates where content.state.status == .outForDelivery {
                applied.fulfill(); return
            }
        }
        await fulfillment(of: [applied], timeout: 3)
        watcher.cancel()
        await activity.end(nil, dismissalPolicy: .immediate)
    }
}
