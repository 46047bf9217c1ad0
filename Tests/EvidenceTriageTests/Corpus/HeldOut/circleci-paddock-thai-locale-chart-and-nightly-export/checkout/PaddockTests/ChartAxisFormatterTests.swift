import XCTest
@testable import Paddock

/// The CI job runs this target with `-testLanguage th -testRegion TH` as well as en/US.
final class ChartAxisFormatterTests: XCTestCase {
    private var utc: TimeZone { TimeZone(identifier: "UTC")! }

    func testDateLabelUsesGregorianYear() {
        let axis = AxisChartFormatter(timeZone: utc)
        let date = Date(timeIntervalSince1970: 1_773_446_400) // 2026-03-14 00:00 UTC
        XCTAssertEqual(axis.dateLabel(for: date), "2026-03-14")
    }

    func testTimeLabelUses24HourClock() {
        let axis = AxisChartFormatter(timeZone: utc)
        let date = Date(timeIntervalSince1970: 1_773_498_600) // 2026-03-14 14:30 UTC
        XCTAssertEqual(axis.timeLabel(for: date), "14:30:00")
    }

    func testBarValueLabelRoundsToOneDecimal() {
        XCTAssertEqual(BarChartDataModel.valueLabel(12.345), "12.3")
    }
}
