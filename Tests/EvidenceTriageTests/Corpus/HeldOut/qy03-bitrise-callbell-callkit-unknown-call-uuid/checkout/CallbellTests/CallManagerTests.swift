import XCTest
import CallKit
@testable import Callbell

final class CallManagerTests: XCTestCase {
    func testStartCallRequestsTransaction() {
        let fake = FakeCallController()
        let manager = CallManager(controller: fake)
        manager.startCall(handle: "+442079460018") { XCTAssertNil($0) }
        XCTAssertEqual(fake.requested.count, 1)
    }

    func testHangUpEndsReportedCall() {
        let fake = FakeCallController()          // mirrors CallKit: ending an unknown call UUID fails with code 4
        let manager = CallManager(controller: fake)
        manager.startCall(handle: "+442079460018") { _ in }
        let ended = expectation(description: "hang up completed")
        manager.hangUp { error in
            XCTAssertNil(error)
            ended.fulfill()
        }
        wait(for: [ended], timeout: 2)
        XCTAssertTrue(manager.activeCalls.isEmpty)
    }
}
