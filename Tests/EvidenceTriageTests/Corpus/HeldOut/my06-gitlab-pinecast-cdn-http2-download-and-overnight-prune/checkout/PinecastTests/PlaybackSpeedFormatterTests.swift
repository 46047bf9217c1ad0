import XCTest
@testable import Pinecast

final class PlaybackSpeedFormatterTests: XCTestCase {
    func testHalfStepLabel() {
        XCTAssertEqual(PlaybackSpeedFormatter().label(for: 1.5), "1.5×")
    }
}
