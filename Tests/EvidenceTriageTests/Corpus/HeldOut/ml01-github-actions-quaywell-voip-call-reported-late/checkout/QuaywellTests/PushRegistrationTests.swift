import XCTest
import PushKit
@testable import Quaywell

final class PushRegistrationTests: XCTestCase {
    func testVoIPTokenArrivesOnLaunch() {
        let registrar = PushRegistrar.shared
        let gotToken = expectation(description: "PushKit delivers a VoIP token")
        registrar.onVoIPToken = { _ in gotToken.fulfill() }
        registrar.register()
        wait(for: [gotToken], timeout: 30)
    }
}
