import XCTest
import OrbitShared

final class PassPredictorTests: XCTestCase {
    func testElevationRoundedToDegree() {
        let pass = PassPredictor.shared.describe(maxElevationDeg: 47.6)
        XCTAssertEqual(pass.elevationLabel, "48°")
    }

    func testAzimuthCompassPoint() {
        XCTAssertEqual(PassPredictor.shared.compassPoint(azimuthDeg: 225), "SW")
    }
}
