import XCTest
@testable import Ridgeline

final class SensorReadingDecoderTests: XCTestCase {
    func testDecodesPositiveTemperature() {
        XCTAssertEqual(SensorReadingDecoder.temperature(from: Data([0xD2, 0x00])), 21.0, accuracy: 0.001)
    }

    func testDecodesNegativeTemperature() {
        XCTAssertEqual(SensorReadingDecoder.temperature(from: Data([0xFE, 0xFF])), -0.2, accuracy: 0.001)
    }
}
