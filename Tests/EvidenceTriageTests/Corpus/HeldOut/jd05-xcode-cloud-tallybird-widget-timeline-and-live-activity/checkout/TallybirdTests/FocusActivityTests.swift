import ActivityKit
import XCTest
@testable import Tallybird

@MainActor
final class FocusActivityTests: XCTestCase {
    func testPauseUpdatesLiveActivityState() async throws {
        let controller = FocusActivityController()
        try controller.start(habit: "Read", minutes: 25)
        await controller.pause()
        XCTAssertEqual(controller.activity?.content.state.phase, "paused",
                       "Live Activity content state not updated on pause")
        await controller.activity?.end(nil, dismissalPolicy: .immediate)
    }
}
