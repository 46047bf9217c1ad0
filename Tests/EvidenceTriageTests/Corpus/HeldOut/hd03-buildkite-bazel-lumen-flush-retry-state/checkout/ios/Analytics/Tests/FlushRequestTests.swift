import XCTest
@testable import Analytics

final class FlushRequestTests: XCTestCase {

    private var network: ControlledNetworkClient!
    private var clock: ManualClock!
    private var sut: FlushRequest!

    override func setUp() {
        super.setUp()
        network = ControlledNetworkClient()
        clock = ManualClock(now: Date(timeIntervalSince1970: 1_800_000_000))
        sut = FlushRequest(network: network, clock: clock)
        sut.waitTimeout = .milliseconds(50)
    }

    func testSuccessClearsBackoff() {
        network.respondImmediately(with: .success)
        XCTAssertTrue(sut.sendRequest(Data(), path: "/track"))
        XCTAssertFalse(sut.requestNotAllowed())
    }

    func testHTTP503StartsBackoff() {
        network.respondImmediately(with: .failure(.http(503)))
        XCTAssertFalse(sut.sendRequest(Data(), path: "/track"))
        XCTAssertTrue(sut.requestNotAllowed())
    }

    func testTimeoutThenLateFailureCountsOnce() {
        network.holdResponses()
        XCTAssertFalse(sut.sendRequest(Data(), path: "/track"))   // times out after 50 ms

        network.releaseHeld(with: .failure(.transport))          // the same request fails late

        XCTAssertEqual(sut.networkConsecutiveFailures, 1, "one request, one failure")
    }

    func testLateSuccessAfterTimeoutDoesNotResetBackoff() {
        network.holdResponses()
        XCTAssertFalse(sut.sendRequest(Data(), path: "/track"))

        network.releaseHeld(with: .success)                       // caller already decided to back off

        XCTAssertTrue(sut.requestNotAllowed(), "a late success must not reopen the gate the timeout closed")
    }
}
