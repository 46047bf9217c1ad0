import XCTest
@testable import Quayside

final class DepartureBoardFormatterTests: XCTestCase {
    private let formatter = DepartureBoardFormatter()

    func testArrivalShowsPlusOneDayAcrossMidnight() {
        let sailing = Sailing.fixture(
            departure: "2025-07-14T22:30:00Z",
            arrival: "2025-07-15T05:10:00Z",
            from: .portsmouth, to: .santander)
        XCTAssertEqual(formatter.arrivalDayOffset(for: sailing), 1)
    }

    func testDepartureTimeShownInPortTimeZone() {
        // Portsmouth, summer: 07:40 UTC is 08:40 on the quay.
        let sailing = Sailing.fixture(
            departure: "2025-07-14T07:40:00Z",
            arrival: "2025-07-14T13:10:00Z",
            from: .portsmouth, to: .cherbourg)

        XCTAssertEqual(formatter.departureTime(for: sailing), "08:40",
                       "Departure should be shown in the port's local time (Europe/London)")
    }

    func testDepartureTimeUsesTwentyFourHourClock() {
        let sailing = Sailing.fixture(
            departure: "2025-01-20T17:05:00Z",
            arrival: "2025-01-20T22:00:00Z",
            from: .portsmouth, to: .caen)
        XCTAssertFalse(formatter.departureTime(for: sailing).contains("PM"))
    }
}
