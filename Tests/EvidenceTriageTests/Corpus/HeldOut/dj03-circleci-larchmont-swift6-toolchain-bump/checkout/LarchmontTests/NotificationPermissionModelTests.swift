import Testing
import UserNotifications
@testable import Larchmont

@MainActor
@Suite struct NotificationPermissionModelTests {
    @Test func refreshReadsAuthorizationStatus() async throws {
        let model = NotificationPermissionModel()



        model.refresh()
        try await Task.sleep(for: .milliseconds(200))
        #expect(model.status != .notDetermined)
    }
}
