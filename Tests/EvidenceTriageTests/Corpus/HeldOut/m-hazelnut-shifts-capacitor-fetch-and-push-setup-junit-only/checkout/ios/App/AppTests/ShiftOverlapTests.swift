import XCTest
@testable import App

final class ShiftOverlapTests: XCTestCase {
    func testBackToBackShiftsDoNotOverlap() {
        let a = Shift(start: "2026-09-12T06:00", end: "2026-09-12T14:00")
        let b = Shift(start: "2026-09-12T14:00", end: "2026-09-12T22:00")
        XCTAssertFalse(ShiftRules.overlaps(a, b))
    }
}
