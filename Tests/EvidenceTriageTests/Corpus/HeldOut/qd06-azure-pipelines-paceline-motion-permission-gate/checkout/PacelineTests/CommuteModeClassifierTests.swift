import XCTest
@testable import Paceline

final class CommuteModeClassifierTests: XCTestCase {
    func testTramSpeedIsTransit() {
        XCTAssertEqual(CommuteModeClassifier.mode(averageSpeed: 8.5), .transit)
    }
}
