import XCTest
@testable import Pulsewise

final class SleepStageSummaryTests: XCTestCase {
    func testREMMinutesSummed() {
        let night = [SleepSegment(stage: .rem, minutes: 18), SleepSegment(stage: .core, minutes: 90),
                     SleepSegment(stage: .rem, minutes: 25)]
        XCTAssertEqual(SleepStageSummary.minutes(of: .rem, in: night), 43)
    }
}
