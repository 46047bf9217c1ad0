import XCTest
@testable import Quillon

final class PushRegistrationTests: XCTestCase {
    func testRegistersDeviceTokenOnLaunch() {
        let registrar = PushRegistrar(application: .shared, api: RecordingPushAPI())
        let token = expectation(description: "device token uploaded")
        registrar.onTokenUploaded = { _ in token.fulfill() }
        registrar.registerForRemoteNotifications()
        wait(for: [token], timeout: 10)
    }
}
