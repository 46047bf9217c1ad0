import XCTest
@testable import Murmur

final class WaveformTests: XCTestCase {
    func testDownsamplesToWidth() {
        let samples = (0..<1000).map { Float($0 % 10) / 10 }
        let bars = Waveform.bars(from: samples, width: 100)
        XCTAssertEqual(bars.count, 100)
    }

    func testPeakIsNormalised() {
        let bars = Waveform.bars(from: [0.1, 0.5, 0.25], width: 3)
        XCTAssertEqual(bars.max(), 1.0)
    }
}
