import XCTest
import CoreMotion
@testable import Pulse

final class ShakeDetectorTests: XCTestCase {
    func testShakeThresholdCrossed() {
        XCTAssertTrue(ShakeDetector().isShake(CMAcceleration(x: 2.0, y: 1.5, z: 0.2)))
    }
}
