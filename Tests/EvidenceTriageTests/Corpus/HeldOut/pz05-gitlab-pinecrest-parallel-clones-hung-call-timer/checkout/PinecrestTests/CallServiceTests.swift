import XCTest
import Clocks
@testable import Pinecrest

final class CallServiceTests: XCTestCase {
    func testUnansweredCallTimesOut() async throws {
        let clock = TestClock()
        let service = CallService(clock: clock, ringTimeout: .seconds(30))
        service.incomingCall(roomID: "!room:example.org")
        await clock.advance(by: .seconds(30))
        let state = await service.nextState()
        XCTAssertEqual(state, .idle)
    }
}
