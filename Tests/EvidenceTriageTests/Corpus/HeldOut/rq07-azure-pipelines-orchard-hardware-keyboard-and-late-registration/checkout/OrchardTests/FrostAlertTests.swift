import XCTest
@testable import Orchard

final class FrostAlertTests: XCTestCase {
    func testNoAlertAboveThreshold() {
        XCTAssertFalse(FrostAlert(thresholdCelsius: 2).shouldWarn(forecastLowCelsius: 4.5))
    }

    func testFrostAlertThresholdCelsius() {
        XCTAssertTrue(FrostAlert(thresholdCelsius: 2).shouldWarn(forecastLowCelsius: 2.0))
    }
}
