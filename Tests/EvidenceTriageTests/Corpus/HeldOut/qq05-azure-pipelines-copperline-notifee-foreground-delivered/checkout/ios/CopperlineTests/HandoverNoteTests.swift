import XCTest
@testable import Copperline

final class HandoverNoteTests: XCTestCase {
    func testTrimsTrailingWhitespace() {
        XCTAssertEqual(HandoverNote(text: "Pump 3 serviced  \n").normalized, "Pump 3 serviced")
    }
}
