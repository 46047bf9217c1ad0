import XCTest
import CallKit
@testable import Kestrel

final class CallProviderTests: XCTestCase {
    var coordinator: CallCoordinator!

    override func setUp() {
        super.setUp()
        coordinator = CallCoordinator()
    }

    func testStartsOutgoingCall() {
        let done = expectation(description: "start transaction")
        coordinator.startCall(to: "+14155550142") { error in
            XCTAssertNil(error)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }

    func testOutgoingCallAfterProviderReset() {
        coordinator.providerDidReset(coordinator.provider)
        coordinator.provider.invalidate()
        let done = expectation(description: "start transaction after reset")
        var result: Error?
        coordinator.startCall(to: "+14155550142") { error in
            result = error
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertNil(result, "outgoing call after reset")
    }

    func testHangUpEndsReportedCall() {
        let started = expectation(description: "start")
        coordinator.startCall(to: "+14155550199") { _ in started.fulfill() }
        wait(for: [started], timeout: 5)
        let ended = expectation(description: "end transaction")
        var result: Error?
        coordinator.hangUp { error in
            result = error
            ended.fulfill()
        }
        wait(for: [ended], timeout: 5)
        XCTAssertNil(result, "end call transaction")
    }
}
