import XCTest
@testable import Quayside

final class PushRegistrationTests: XCTestCase {
    func testRegisterDeliversDeviceToken() {
        let tokenArrived = expectation(description: "onRegister delivered a device token")
        PushTokenStore.shared.onToken = { token in
            XCTAssertFalse(token.isEmpty)
            tokenArrived.fulfill()
        }
        PushTokenStore.shared.register()
        wait(for: [tokenArrived], timeout: 30)
    }
}
