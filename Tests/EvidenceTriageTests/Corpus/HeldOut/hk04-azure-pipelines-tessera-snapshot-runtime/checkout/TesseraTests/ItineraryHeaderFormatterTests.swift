import XCTest
@testable import Tessera

final class ItineraryHeaderFormatterTests: XCTestCase {
    private let berlin = TimeZone(identifier: "Europe/Berlin")!
    private var formatter: ItineraryHeaderFormatter {
        ItineraryHeaderFormatter(locale: Locale(identifier: "en_GB"), timeZone: berlin)
    }

    private func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 12, _ min: Int = 0) -> Date {
        var c = DateComponents(year: y, month: m, day: d, hour: h, minute: min)
        c.timeZone = berlin
        return Calendar(identifier: .gregorian).date(from: c)!
    }

    func testHeaderForMidYearDate() {
        XCTAssertEqual(formatter.header(for: date(2025, 7, 14)), "Monday, 14 July 2025")
    }

    func testHeaderUsesTripYearAcrossNewYear() {
        // New Year trip: the first two days are still in 2024.
        XCTAssertEqual(formatter.header(for: date(2024, 12, 29)), "Sunday, 29 December 2024")
        XCTAssertEqual(formatter.header(for: date(2024, 12, 30)), "Monday, 30 December 2024")
        XCTAssertEqual(formatter.header(for: date(2025, 1, 1)), "Wednesday, 1 January 2025")
    }

    func testOvernightTrainDepartureDuringClockChangeParses() throws {
        // Night train leaving Berlin Hbf on the night clocks go forward (30 March 2025).
        let departure = try XCTUnwrap(formatter.departure(fromFeed: "2025-03-30T02:30:00"))
        XCTAssertEqual(formatter.header(for: departure), "Sunday, 30 March 2025")
    }
}
