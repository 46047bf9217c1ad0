import XCTest
@testable import Quillon

final class SessionSlotFormatterTests: XCTestCase {
    let sut = SessionSlotFormatter()
    let afternoon = Date(timeIntervalSince1970: 1_786_455_000) // 13:30 UTC = 14:30 BST

    func testMorningSlotLabel() {
        XCTAssertEqual(sut.label(for: Date(timeIntervalSince1970: 1_786_428_000)), "7:00 AM")
    }

    func testAfternoonSlotUsesUppercasePM() {
        XCTAssertEqual(sut.label(for: afternoon), "2:30 PM")
    }

    func testSameDaySlotRange() {
        XCTAssertEqual(sut.range(afternoon, afternoon.addingTimeInterval(3600)), "2:30 PM – 3:30 PM")
    }
}
