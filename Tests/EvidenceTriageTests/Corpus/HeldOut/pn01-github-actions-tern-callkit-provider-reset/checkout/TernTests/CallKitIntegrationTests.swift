import XCTest
import CallKit
@testable import Tern

final class CallKitIntegrationTests: XCTestCase {
    override func setUp() {
        super.setUp()
        CallManager.shared.directory = PeerDirectory(entries: ["a1f09c": "Ada Lovelace"])
    }

    func testIncomingCallStaysActiveUntilAnswered() throws {
        let reported = expectation(description: "incoming call reported")
        CallManager.shared.reportIncoming(from: "a1f09c") { error in
            XCTAssertNil(error)
            reported.fulfill()
        }
        wait(for: [reported], timeout: 5)
        RunLoop.current.run(until: Date().addingTimeInterval(2))
        XCTAssertEqual(CallManager.shared.callState, .ringing)
    }

    func testCallerNamePreservedAfterReport() throws {
        let reported = expectation(description: "incoming call reported")
        CallManager.shared.reportIncoming(from: "a1f09c") { _ in reported.fulfill() }
        wait(for: [reported], timeout: 5)
        RunLoop.current.run(until: Date().addingTimeInterval(2))
        XCTAssertEqual(CallManager.shared.displayName, "Ada Lovelace")
    }
}
