import XCTest
@testable import App

final class ShiftLabelTests: XCTestCase {

    func testMorningShiftLabel() {
        XCTAssertEqual(ShiftLabel.text(start: "07:30", end: "11:00"), "07:30–11:00")
    }

    func testOvernightShiftSpansTwoDays() {
        XCTAssertEqual(ShiftLabel.text(start: "22:00", end: "02:00"), "22:00–02:00 (+1 day)")
    }
}
