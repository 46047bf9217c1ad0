import XCTest
@testable import Kestrel

final class FieldGuideSearchTests: XCTestCase {
    func testLatinNameSearch() {
        let guide = FieldGuideSearch(species: [("Common kestrel", "Falco tinnunculus"), ("Merlin", "Falco columbarius")])
        XCTAssertEqual(guide.find("tinnunculus"), ["Common kestrel"])
    }
}
