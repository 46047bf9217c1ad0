import XCTest
@testable import FerrylineAlerts

final class DepartureRowViewModelTests: XCTestCase {
    private func row(delay: Int?) -> DepartureRowViewModel {
        DepartureRowViewModel(departure: Departure(route: "F7", pier: 2, scheduled: Date(timeIntervalSince1970: 1_773_741_600), delayMinutes: delay))
    }

    func testNoDelayHasNoText() {
        XCTAssertNil(row(delay: 0).delayText)
    }

    func testDelayTextSingularMinute() {
        XCTAssertEqual(row(delay: 1).delayText, "Delayed 1 min")
    }

    func testDelayTextPluralMinutes() {
        XCTAssertEqual(row(delay: 12).delayText, "Delayed 12 mins")
    }

    func testPlatformText() {
        XCTAssertEqual(row(delay: nil).platformText, "Pier 2")
    }
}
