import XCTest
@testable import Larkspur

final class EpisodeRowViewModelTests: XCTestCase {
    private func row(_ seconds: TimeInterval) -> EpisodeRowViewModel {
        EpisodeRowViewModel(title: "Ep. 4412", duration: seconds, isExplicit: false, isPlayed: false)
    }

    func testShortDurationUsesMinutesOnly() {
        XCTAssertEqual(row(42 * 60).durationText, "42 min")
    }

    func testDurationUsesHoursAndMinutes() {
        XCTAssertEqual(row(65 * 60).durationText, "1h 5m")
    }
}
