import XCTest
@testable import KestrelKit

final class QuietHoursTests: XCTestCase {
    private let berlin = TimeZone(identifier: "Europe/Berlin")!

    func testQuietHoursDefaultWindow() {
        XCTAssertEqual(QuietHours.default.startHour, 22)
    }

    func testQuietHoursAcrossMidnight() throws {
        let end = try XCTUnwrap(QuietHours.parse("2022-03-28T06:30:00", in: berlin))
        XCTAssertTrue(QuietHours.default.contains(end.addingTimeInterval(-60)))
    }

    func testQuietHoursEndOnSpringForwardNight() throws {
        // Night shift workers set quiet hours to end at 02:00; on 27 March 2022
        // Berlin jumps from 01:59 to 03:00, so 02:00 local does not exist.
        let end = try XCTUnwrap(QuietHours.parse("2022-03-27T02:00:00", in: berlin), "quiet hours end '2022-03-27T02:00:00' could not be parsed")
        XCTAssertEqual(Calendar(identifier: .gregorian).component(.hour, from: end), 3)
    }
}
