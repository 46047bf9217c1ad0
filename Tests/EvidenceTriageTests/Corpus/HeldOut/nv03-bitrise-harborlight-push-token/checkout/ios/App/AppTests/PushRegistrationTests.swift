import XCTest
import Capacitor
@testable import App

/// The backend (api/push/register) only accepts FCM registration tokens;
/// the web layer forwards whatever the `registration` event delivers.
final class PushRegistrationTests: XCTestCase {
    func testRegistrationEventReachesWebLayer() {
        let posted = expectation(forNotification: .capacitorDidRegisterForRemoteNotifications, object: nil)
        let delegate = UIApplication.shared.delegate as! AppDelegate
        delegate.application(UIApplication.shared, didRegisterForRemoteNotificationsWithDeviceToken: Fixtures.apnsDeviceToken)
        wait(for: [posted], timeout: 2)
    }

    func testRegistrationTokenIsFcmToken() {
        var delivered: String?
        let token = expectation(description: "registration token")
        let obs = NotificationCenter.default.addObserver(forName: .capacitorDidRegisterForRemoteNotifications, object: nil, queue: .main) { note in
            delivered = (note.object as? String) ?? (note.object as? Data).map { $0.map { String(format: "%02X", $0) }.joined() }
            token.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(obs) }

        let delegate = UIApplication.shared.delegate as! AppDelegate
        delegate.application(UIApplication.shared, didRegisterForRemoteNotificationsWithDeviceToken: Fixtures.apnsDeviceToken)
        wait(for: [token], timeout: 10)

        XCTAssertTrue(delivered?.contains(":APA91") == true, "registration token should be an FCM token, got \(delivered ?? "nil")")
    }
}
