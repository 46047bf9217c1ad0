import XCTest
@testable import KestrelCore

final class FareCalculatorTests: XCTestCase {
    private var calculator: FareCalculator!
    private var calendar: Calendar!

    override func setUp() {
        super.setUp()
        calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Dublin")!
        calculator = FareCalculator(
            baseFare: Decimal(string: "2.30")!,
            peakSurcharge: Decimal(string: "0.80")!,
            peakWindows: [.init(start: DateComponents(hour: 7, minute: 0), end: DateComponents(hour: 9, minute: 30))]
        )
        calculator.calendar = calendar
    }

    private func date(_ hour: Int, _ minute: Int) -> Date {
        calendar.date(from: DateComponents(year: 2025, month: 5, day: 19, hour: hour, minute: minute))!
    }

    func testOffPeakFareIsBaseFare() {
        XCTAssertEqual(calculator.fare(tappedOnAt: date(11, 15)), Decimal(string: "2.30"))
    }

    func testMidPeakFareIncludesSurcharge() {
        XCTAssertEqual(calculator.fare(tappedOnAt: date(8, 10)), Decimal(string: "3.10"))
    }

    func testPeakSurchargeAppliesAtBoundary() {
        // A tap at exactly 07:00 is peak; a tap at exactly 09:30 is not.
        XCTAssertEqual(calculator.fare(tappedOnAt: date(7, 0)), Decimal(string: "3.10"))
        XCTAssertEqual(calculator.fare(tappedOnAt: date(9, 30)), Decimal(string: "2.30"))
    }
}
