import XCTest
@testable import Tandem

final class RouteSummaryTests: XCTestCase {
    func testAverageSpeedExcludesStops() {
        let summary = RouteSummary(samples: [
            .init(speed: 6, duration: 60),
            .init(speed: 0, duration: 60),
            .init(speed: 4, duration: 60),
        ])
        XCTAssertEqual(summary.averageMovingSpeed, 5, accuracy: 0.001)
    }
}
