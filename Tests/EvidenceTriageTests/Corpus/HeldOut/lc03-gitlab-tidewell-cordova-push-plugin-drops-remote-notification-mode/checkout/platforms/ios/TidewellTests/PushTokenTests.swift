import XCTest
import UIKit

final class PushTokenTests: XCTestCase {
    func testRegistersForRemoteNotifications() {
        let token = expectation(forNotification: Notification.Name("TWPushDidRegister"), object: nil)
        UIApplication.shared.registerForRemoteNotifications()
        wait(for: [token], timeout: 10)
    }
}
