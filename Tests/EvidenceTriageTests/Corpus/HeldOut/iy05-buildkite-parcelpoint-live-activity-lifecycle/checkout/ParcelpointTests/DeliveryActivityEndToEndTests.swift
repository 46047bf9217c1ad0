import ActivityKit
import XCTest
@testable import Parcelpoint

/// Runs the real ActivityKit path on the Simulator.
@MainActor
final class DeliveryActivityEndToEndTests: XCTestCase {
    func testDeliveredActivityLeavesLockScreen() async throws {
        let identity = CustomerIdentity(customerID: "cus_5521")
        let controller = DeliveryActivityController(starter: ActivityKitStarter(),
                                                    reporter: LifecycleReporter(identity: identity))
        try controller.start(order: Order(number: "PP-88213", carrier: "Northline"))
        let activity = try XCTUnwrap(Activity<DeliveryAttributes>.activities.first)

        let dismissed = expectation(description: "activity dismissed from the Lock Screen")
        let watcher = Task {
            for await state in activity.activityStateUpdates {
                Log.liveActivity.info("activity \(activity.id) state=\(String(describing: state))")
                if state == .dismissed { dismissed.fulfill() }
            }
        }

        await controller.endDelivered()

        await fulfillment(of: [dismissed], timeout: 60)
        watcher.cancel()
    }
}
