import XCTest
@testable import Kiosk

final class SpeakerSearchTests: XCTestCase {
    func testMatchesDiacritics() {
        let index = SpeakerIndex(names: ["Zoë Ramírez", "Chen Wei"])
        XCTAssertEqual(index.search("zoe"), ["Zoë Ramírez"])
    }
}
