import XCTest
import PushKit
@testable import Ringlet

/// Runs on the CI simulator: asks staging to place a test call to this install.
final class IncomingCallSimulatorTests: XCTestCase {
    func testVoipPushWakesAppWithin20Seconds() async throws {
        let app = UIApplication.shared.delegate as! AppDelegate
        let credentials = expectation(description: "PushKit VoIP credentials")
        app.voipRegistry.onCredentials = { _ in credentials.fulfill() }
        app.voipRegistry.register()

        await fulfillment(of: [credentials], timeout: 20)
        try await StagingCalls.placeTestCall(to: app.voipRegistry.currentToken!)
    }
}
