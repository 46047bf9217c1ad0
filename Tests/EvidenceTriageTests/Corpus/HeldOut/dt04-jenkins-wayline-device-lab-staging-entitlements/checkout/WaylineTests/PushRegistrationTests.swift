import UIKit
import XCTest
@testable import Wayline

final class PushRegistrationTests: XCTestCase {

    func testDeviceTokenIsDelivered() {
        let finished = expectation(description: "APNs registration finished")
        PushRegistrar.shared.onRegistration = { result in
            if case .failure(let error) = result {
                XCTFail("registerForRemoteNotifications failed: \(error)")
            }
            finished.fulfill()
        }
        UIApplication.shared.registerForRemoteNotifications()
        wait(for: [finished], timeout: 30)
    }
}
