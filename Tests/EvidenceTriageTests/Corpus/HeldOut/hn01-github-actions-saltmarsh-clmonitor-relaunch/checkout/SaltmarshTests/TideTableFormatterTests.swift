import XCTest
@testable import Saltmarsh

final class TideTableFormatterTests: XCTestCase {
    func testSlackWaterLabelRoundsDownToWholeMinutes() {
        let slack = Date().addingTimeInterval(12 * 60)
        let formatter = TideTableFormatter()

        XCTAssertEqual(formatter.slackWaterLabel(until: slack), "Slack water in 12 min")
    }

    func testSlackWaterNow() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let formatter = TideTableFormatter(now: { now })

        XCTAssertEqual(formatter.slackWaterLabel(until: now), "Slack water now")
    }
}
