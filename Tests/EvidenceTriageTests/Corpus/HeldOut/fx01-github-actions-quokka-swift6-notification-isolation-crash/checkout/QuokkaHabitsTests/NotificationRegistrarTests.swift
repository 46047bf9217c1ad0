import UserNotifications
import XCTest
@testable import QuokkaHabits

@MainActor
final class NotificationRegistrarTests: XCTestCase {
    private final class RecordingApplication: RemoteNotificationRegistering {
        var registerCount = 0
        func registerForRemoteNotifications() { registerCount += 1 }
    }

    func testRefreshesStatusFromNotificationSettings() {
        let app = RecordingApplication()
        let registrar = NotificationRegistrar(center: .current(), application: app)
        let settingsRead = expectation(description: "notification settings read")

        registrar.registerForRemoteNotificationsIfAuthorized { settingsRead.fulfill() }
        wait(for: [settingsRead], timeout: 5)

        // Nobody has answered the permission prompt on a fresh simulator.
        XCTAssertEqual(registrar.lastKnownStatus, .notDetermined)
        XCTAssertEqual(app.registerCount, 0)
    }

    func testDoesNotRegisterTwiceForOneToggle() {
        let app = RecordingApplication()
        let registrar = NotificationRegistrar(center: .current(), application: app)
        XCTAssertEqual(app.registerCount, 0)
        _ = registrar
    }
}
