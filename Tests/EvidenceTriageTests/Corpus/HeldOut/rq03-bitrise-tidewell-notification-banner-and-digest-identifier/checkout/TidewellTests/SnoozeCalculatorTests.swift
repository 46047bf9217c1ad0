import XCTest
@testable import Tidewell

final class SnoozeCalculatorTests: XCTestCase {
    let calc = SnoozeCalculator(calendar: .gmt)

    func testSnoozeAddsMinutes() {
        XCTAssertEqual(calc.next(after: .at("2026-09-14 06:50"), minutes: 15), .at("2026-09-14 07:05"))
    }

    func testSnoozeRollsOverMidnight() {
        XCTAssertEqual(calc.next(after: .at("2026-09-14 23:50"), minutes: 20), .at("2026-09-15 00:10"))
    }
}
