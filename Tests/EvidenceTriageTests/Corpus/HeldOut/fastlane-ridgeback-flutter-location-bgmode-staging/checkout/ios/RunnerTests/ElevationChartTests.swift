import XCTest
@testable import Runner

final class ElevationChartTests: XCTestCase {
    func testGainIgnoresGpsNoise() {
        // ±2 m jitter on a flat 1 km track must not count as climbing.
        let samples = ElevationSample.fixture("flat-1km-jitter")
        let summary = ElevationSummary(samples: samples, noiseFloor: 3)
        XCTAssertEqual(summary.totalGain, 0, accuracy: 0.5, "gain below the noise floor must be ignored")
    }

    func testGainOnHaytorLoop() {
        let summary = ElevationSummary(samples: ElevationSample.fixture("haytor-loop"), noiseFloor: 3)
        XCTAssertEqual(summary.totalGain, 212, accuracy: 5)
    }
}
