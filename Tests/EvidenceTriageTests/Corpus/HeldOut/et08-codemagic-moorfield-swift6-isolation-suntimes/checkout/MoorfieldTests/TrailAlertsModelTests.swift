import Testing
import UserNotifications
@testable import Moorfield

@MainActor
struct TrailAlertsModelTests {
    @Test func startsUnknown() {
        #expect(TrailAlertsModel(center: .init { _ in }).status == .unknown)
    }

    @Test func mapsDeniedAuthorization() {
        let model = TrailAlertsModel(center: .init { $0(.denied) })
        model.refreshAuthorizationStatus()
        #expect(model.status == .denied)
    }

    /// Uses the real notification center, like the settings screen does.
    @Test func refreshAuthorizationStatus() async {
        let model = TrailAlertsModel()
        await withCheckedContinuation { continuation in
            model.refreshAuthorizationStatus { continuation.resume() }
        }
        #expect(model.status != .unknown)
    }
}
