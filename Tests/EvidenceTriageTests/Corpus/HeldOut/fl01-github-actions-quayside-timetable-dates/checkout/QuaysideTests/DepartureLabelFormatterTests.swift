import XCTest
@testable import Quayside

/// Runs in the machine's time zone, like the app on a passenger's phone.
/// CI pins `TZ=Europe/London` (see .github/workflows/ci.yml) so the suite sees
/// the operator's clock changes.
final class DepartureLabelFormatterTests: XCTestCase {
    private let calendar = Calendar.current
    private var formatter: DepartureLabelFormatter { DepartureLabelFormatter(calendar: calendar) }

    private func date(daysAgo: Int, hour: Int, minute: Int) -> Date {
        let today = calendar.startOfDay(for: Date())
        let day = calendar.date(byAdding: .day, value: -daysAgo, to: today)!
        return calendar.date(bySettingHour: hour, minute: minute, second: 0, of: day)!
    }

    func testDepartureLaterTodayIsToday() {
        XCTAssertEqual(formatter.label(for: date(daysAgo: 0, hour: 23, minute: 50)), "Today, 23:50")
    }

    func testDepartureYesterdayEveningIsYesterday() {
        XCTAssertEqual(formatter.label(for: date(daysAgo: 1, hour: 21, minute: 15)), "Yesterday, 21:15")
    }

    func testDepartureYesterdayJustAfterMidnightIsYesterday() {
        XCTAssertEqual(formatter.label(for: date(daysAgo: 1, hour: 0, minute: 10)), "Yesterday, 00:10")
    }

    func testDepartureTwoDaysAgoLateEveningIsNotYesterday() {
        let departure = date(daysAgo: 2, hour: 23, minute: 30)
        let dayFormatter = DateFormatter()
        dayFormatter.locale = Locale(identifier: "en_GB")
        dayFormatter.dateFormat = "EEE d MMM"
        XCTAssertEqual(formatter.label(for: departure), "\(dayFormatter.string(from: departure)), 23:30")
    }
}
