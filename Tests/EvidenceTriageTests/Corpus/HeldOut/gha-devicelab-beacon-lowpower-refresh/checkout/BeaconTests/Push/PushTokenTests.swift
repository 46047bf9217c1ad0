import XCTest
@testable import Beacon

final class PushTokenTests: XCTestCase {
    private let api = MockBeaconAPI()

    func testDeviceTokenIsUploaded() throws {
        let uploaded = expectation(description: "token uploaded")
        api.onRegisterToken = { _ in uploaded.fulfill() }
        PushRegistration(api: api).registerForRemoteNotifications()
        wait(for: [uploaded], timeout: 20)
    }
}
