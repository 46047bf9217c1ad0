import XCTest
@testable import Orchard
import UserNotifications

final class NotificationSettingsTests: XCTestCase {
    @MainActor
    func testRefreshReadsAuthorizationStatus() async throws {
        let model = NotificationSettingsModel(center: .current())
        let refreshed = expectation(description: "status refreshed")
        model.onChange = { refreshed.fulfill() }
        model.refresh()
        await fulfillment(of: [refreshed], timeout: 5)
    }
}
