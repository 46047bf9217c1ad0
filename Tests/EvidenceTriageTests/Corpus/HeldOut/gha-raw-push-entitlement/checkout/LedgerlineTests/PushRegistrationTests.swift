import XCTest
import UIKit
@testable import Ledgerline

final class PushRegistrationTests: XCTestCase {
    func testRegistersForRemoteNotificationsOnLaunch() async throws {
        let registrar = PushRegistrar(application: .shared, api: StubDeviceAPI())
        let outcome = await registrar.registerAndWait(timeout: 10)
        switch outcome {
        case .token(let token):
            XCTAssertFalse(token.isEmpty)
        case .failed(let error):
            XCTFail("remote notification registration failed: \(error)")
        case .timedOut:
            XCTFail("no callback from didRegister/didFailToRegister within 10 s")
        }
    }
}
