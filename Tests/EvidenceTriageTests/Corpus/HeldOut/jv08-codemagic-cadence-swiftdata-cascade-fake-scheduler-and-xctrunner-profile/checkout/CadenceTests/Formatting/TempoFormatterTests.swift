import XCTest
@testable import Cadence

final class TempoFormatterTests: XCTestCase {
    func testFormatsSingleTempo() {
        XCTAssertEqual(TempoFormatter().string(bpm: 96), "96 BPM")
    }

    func testFormatsBPMRange() {
        // Ranges use an en dash, as in printed scores.
        let text = TempoFormatter().string(range: 60...120)
        XCTAssertEqual(text, "60–120 BPM")
    }

    func testItalianMarkingForAllegro() {
        XCTAssertEqual(TempoFormatter().marking(bpm: 132), "Allegro")
    }
}
