import XCTest
@testable import Pulsebeat

final class HeartRateMeasurementTests: XCTestCase {

    func testParsesUInt8HeartRate() {
        let m = HeartRateMeasurementParser.parse(Data([0x00, 0x48]))
        XCTAssertEqual(m?.bpm, 72)
        XCTAssertEqual(m?.rrIntervals, [])
    }

    func testParsesUInt16HeartRate() {
        let m = HeartRateMeasurementParser.parse(Data([0x01, 0x2C, 0x01]))
        XCTAssertEqual(m?.bpm, 300)
    }

    func testRRIntervalsParsedFromSixBytePacket() {
        // Captured from a Polar H7: flags 0x10, 78 bpm, two R-R values.
        let m = HeartRateMeasurementParser.parse(Data([16, 78, 210, 2, 200, 2]))
        XCTAssertEqual(m?.bpm, 78)
        XCTAssertEqual(m?.rrIntervals, [722, 712])
    }

    func testRRIntervalParsedFromFourBytePacket() {
        // Same strap, one beat in the notification window: flags 0x10, 79 bpm, one R-R value.
        let m = HeartRateMeasurementParser.parse(Data([16, 79, 183, 2]))
        XCTAssertEqual(m?.bpm, 79)
        XCTAssertEqual(m?.rrIntervals, [695], "RR interval dropped for 4-byte packet")
    }
}
