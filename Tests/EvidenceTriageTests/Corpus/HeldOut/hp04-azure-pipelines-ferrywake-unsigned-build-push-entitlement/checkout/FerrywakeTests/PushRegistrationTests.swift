import XCTest
@testable import Ferrywake

final class PushRegistrationTests: XCTestCase {

    func testRegistersDeviceTokenOnLaunch() throws {
        let registrar = PushRegistrar.shared
        let delivered = expectation(description: "APNs device token delivered")
        registrar.onToken = { _ in delivered.fulfill() }
        registrar.register()
        wait(for: [delivered], timeout: 10)
    }

    func testTokenUploadUsesSandboxEnvironment() throws {
        let registrar = PushRegistrar.shared
        registrar.register()
        let token = try XCTUnwrap(registrar.waitForToken(timeout: 5))
        let upload = DeviceTokenUpload(token: token, bundle: .main)
        XCTAssertEqual(upload.environment, "sandbox")
    }
}
