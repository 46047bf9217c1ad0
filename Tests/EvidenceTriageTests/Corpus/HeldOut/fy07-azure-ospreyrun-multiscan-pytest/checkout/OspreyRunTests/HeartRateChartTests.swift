import XCTest
@testable import OspreyRun

final class HeartRateChartTests: XCTestCase {
    func testRendersLastSevenDays() throws {
        let model = HeartRateChartModel(samples: .fixtureWeek, now: .fixtureNow)
        let rendered = expectation(description: "chart rendered")
        model.render { rendered.fulfill() }
        wait(for: [rendered], timeout: 1.0)
        XCTAssertEqual(model.visibleDays.count, 7)
    }
}
