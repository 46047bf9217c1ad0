import XCTest
@testable import App

final class ElevationChartTests: XCTestCase {
    func testGainIgnoresNoise() {
        let samples: [Double] = [812, 813, 812, 814, 813, 830, 845, 844, 860]
        XCTAssertEqual(ElevationStats.gain(samples, noiseThreshold: 3), 48, accuracy: 0.5)
    }
}
