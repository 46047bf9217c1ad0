import XCTest
import ActivityKit
@testable import Shiftboard

/// Runs ActivityKit for real on the Simulator.
final class ShiftLiveActivityTests: XCTestCase {
    func testStartCreatesActiveActivity() throws {
        let controller = ShiftLiveActivityController()
        try controller.start(site: "Depot North", role: "Picker", endsAt: .now.addingTimeInterval(3600))
        XCTAssertEqual(controller.activity?.activityState, .active)
        Task { await controller.activity?.end(nil, dismissalPolicy: .immediate) }
    }

    func testActivityDismissedFiveSecondsAfterShiftEnd() async throws {
        let controller = ShiftLiveActivityController()
        try controller.start(site: "Depot North", role: "Picker", endsAt: .now)
        let activity = try XCTUnwrap(controller.activity)
        let dismissed = expectation(description: "activity dismissed from the Lock Screen")
        let watcher = Task {
            for await state in activity.activityStateUpdates where state == .dismissed {
                dismissed.fulfill()
            }
        }
        await controller.end(dismissAt: .now.addingTimeInterval(5))
        await fulfillment(of: [dismissed], timeout: 20)
        watcher.cancel()
    }
}
