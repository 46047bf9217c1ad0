import XCTest
import PushKit
@testable import Tallyho

/// Asks the staging call server to ring this Simulator through a VoIP push and waits for
/// CallKit to be told about the call.
final class VoIPPushIntegrationTests: XCTestCase {
    func testIncomingCallReportedAfterVoIPPush() throws {
        let registry = AppDelegate.shared.voipRegistry
        let token = try XCTUnwrap(registry.pushToken(for: .voIP), "no VoIP token yet")
        let reported = expectation(forNotification: .tallyhoDidReportIncomingCall, object: nil)

        try StagingCallServer.ring(voipToken: token, caller: "+4930901820")

        wait(for: [reported], timeout: 60)
    }
}

