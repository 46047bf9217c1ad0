import XCTest
@testable import DosewellKit

final class PodCommsTests: XCTestCase {
    var pod: MockPodSession!

    override func setUp() {
        super.setUp()
        pod = MockPodSession(fixture: .activePodU)
    }

    func testSuccessfulTempBasal() {
        let comms = PodComms(session: pod)
        let done = expectation(description: "temp basal acknowledged")
        comms.setTempBasal(rate: 0.85, duration: .minutes(30)) { result in
            XCTAssertEqual(try? result.get().rate, 0.85)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }

    func testCancelTempBasalAcknowledged() {
        let comms = PodComms(session: pod)
        let done = expectation(description: "cancel acknowledged")
        comms.cancelTempBasal { result in
            XCTAssertNoThrow(try result.get())
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }
}
