import XCTest
@testable import Queuebird

final class WaitlistTests: XCTestCase {
    func testPartyPositionAfterCancellation() {
        var list = Waitlist(parties: ["A", "B", "C", "D"])
        list.cancel("B")
        XCTAssertEqual(list.position(of: "D"), 3)
    }
}
