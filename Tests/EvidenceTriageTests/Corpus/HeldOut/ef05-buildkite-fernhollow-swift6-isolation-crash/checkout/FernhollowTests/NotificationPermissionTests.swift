import XCTest
@testable import Fernhollow

@MainActor
final class NotificationPermissionTests: XCTestCase {

    /// CI grants notifications up front (`simctl privacy grant notifications`), so no prompt appears.
    func testRequestAuthorizationUpdatesState() async throws {
        let controller = NotificationPermissionController()

        controller.requestAuthorization()
        try await Task.sleep(for: .milliseconds(500))

        XCTAssertEqual(controller.state, .granted)
    }
}
