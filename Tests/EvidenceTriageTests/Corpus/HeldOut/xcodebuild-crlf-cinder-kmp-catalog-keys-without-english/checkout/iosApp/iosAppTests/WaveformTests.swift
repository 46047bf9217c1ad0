import XCTest
@testable import Cinder

final class WaveformTests: XCTestCase {
    func testPeakNormalisation() {
        let peaks = Waveform(samples: [0.1, -0.8, 0.4]).normalisedPeaks()
        XCTAssertEqual(peaks, [0.125, 1.0, 0.5])
    }
}
