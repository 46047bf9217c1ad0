import XCTest
@testable import Sentinel

final class RiskCardViewModelTests: XCTestCase {
    private let now = ISO8601DateFormatter().date(from: "2026-12-03T12:00:00Z")!

    func testNoExposure() {
        XCTAssertEqual(RiskCardViewModel(lastExposure: nil, now: now).lastExposureText,
                       "No exposures in the last 14 days")
    }

    func testDaysSinceLastExposurePluralization() {
        let yesterday = now.addingTimeInterval(-86_400)
        XCTAssertEqual(RiskCardViewModel(lastExposure: yesterday, now: now).lastExposureText, "1 day ago")
        XCTAssertEqual(RiskCardViewModel(lastExposure: now.addingTimeInterval(-3 * 86_400), now: now).lastExposureText, "3 days ago")
    }
}
