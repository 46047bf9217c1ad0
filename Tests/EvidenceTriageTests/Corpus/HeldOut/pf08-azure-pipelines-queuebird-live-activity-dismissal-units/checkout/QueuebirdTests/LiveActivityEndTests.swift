import XCTest
import ActivityKit
@testable import Queuebird

final class LiveActivityEndTests: XCTestCase {
    let fixedNow = Date(timeIntervalSince1970: 1_790_000_000)

    func testImmediateDismissalDateIsEpochSecondsNotLater() throws {
        let controller = WaitlistActivityController(clock: { self.fixedNow })
        let aps = try XCTUnwrap(controller.endPayload(finalStatus: "seated", dismissImmediately: true)["aps"] as? [String: Any])
        let dismissal = try XCTUnwrap(aps["dismissal-date"] as? Int)
        XCTAssertLessThanOrEqual(dismissal, 1_790_000_001)
    }

    func testEndedActivityIsDismissed() async throws {
        let activity = try Activity.request(attributes: WaitlistAttributes(partyName: "Okafor x4"),
                                            content: .init(state: .init(position: 3, status: "waiting"), staleDate: nil))
        await WaitlistActivityController().endLocally(activity, finalStatus: "seated")
        let dismissed = expectation(description: "activity dismissed")
        Task { for await state in activity.activityStateUpdates where state == .dismissed { dismissed.fulfill() } }
        await fulfillment(of: [dismissed], timeout: 10)
    }
}
