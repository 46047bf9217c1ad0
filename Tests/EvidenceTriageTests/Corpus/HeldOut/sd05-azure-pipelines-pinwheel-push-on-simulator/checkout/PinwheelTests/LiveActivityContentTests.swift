import XCTest
@testable import Pinwheel

final class LiveActivityContentTests: XCTestCase {
    func testEtaContentStateRoundTripsThroughJSON() throws {
        // the server sends content-state with epoch seconds
        let json = #"{"stage":"outForDelivery","etaStart":1789722000,"etaEnd":1789723800}"#
        let state = try PinwheelAttributes.ContentState.decode(from: Data(json.utf8))
        XCTAssertEqual(state.etaStart.timeIntervalSince1970, 1_789_722_000)
    }
}
