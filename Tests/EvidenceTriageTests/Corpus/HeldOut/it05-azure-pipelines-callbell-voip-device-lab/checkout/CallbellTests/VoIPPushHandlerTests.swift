import CallKit
import XCTest
@testable import Callbell

final class VoIPPushHandlerTests: XCTestCase {
    private var provider: FakeCallProvider!
    private var handler: VoIPPushHandler!

    override func setUp() {
        super.setUp()
        provider = FakeCallProvider()
        handler = VoIPPushHandler(provider: provider)
    }

    func testIncomingCallPushReportsCallerName() {
        handler.handle(payload: .fixture("incoming_call"), completion: {})
        XCTAssertEqual(provider.reported.first?.update.localizedCallerName, "Dana Whitfield")
    }

    func testMissedCallPushStillReportsIncomingCall() {
        // iOS 13+: every PushKit VoIP push must be reported to CallKit, even if the caller already hung up.
        handler.handle(payload: .fixture("missed_call"), completion: {})
        XCTAssertEqual(provider.reported.count, 1, "every VoIP push must be reported to CallKit")
        XCTAssertEqual(provider.ended.first?.reason, .remoteEnded)
    }
}
