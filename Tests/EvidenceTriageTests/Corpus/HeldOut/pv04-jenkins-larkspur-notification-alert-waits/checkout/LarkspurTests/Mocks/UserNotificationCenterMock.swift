import UserNotifications
@testable import Larkspur

final class UserNotificationCenterMock: UserNotificationCentering {
    var authorizationStatusReturnValue: UNAuthorizationStatus = .notDetermined
    var requestAuthorizationReturnValue = true

    func authorizationStatus() async -> UNAuthorizationStatus { authorizationStatusReturnValue }
    func requestAuthorization(options: UNAuthorizationOptions) async throws -> Bool { requestAuthorizationReturnValue }
}
