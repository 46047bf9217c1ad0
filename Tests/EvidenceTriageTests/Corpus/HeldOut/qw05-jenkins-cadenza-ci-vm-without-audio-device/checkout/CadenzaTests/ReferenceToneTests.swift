import XCTest
@testable import Cadenza

final class ReferenceToneTests: XCTestCase {
    func testReferenceToneResourceBundled() {
        XCTAssertNotNil(Bundle.main.url(forResource: "a440", withExtension: "caf"))
    }

    func testReferenceTonePlays() {
        let tone = ReferenceTone()
        XCTAssertTrue(tone.play(), "AVAudioPlayer.play() returned false")
    }
}
