import XCTest
@testable import Warblerlog

final class SpeciesNameFormatterTests: XCTestCase {
    let formatter = SpeciesNameFormatter()

    func testBinomialIsItalicised() {
        XCTAssertEqual(formatter.scientificName(for: .cedarWaxwing), "Bombycilla cedrorum")
    }

    func testCommonNameFallsBackToScientific() {
        XCTAssertEqual(formatter.commonName(for: .unnamedFixture), "Setophaga fixture")
    }

    /// Audubon's warbler is recorded at subspecies level by the regional
    /// checklist, so the trinomial must be kept.
    func testSubspeciesKeepsTrinomial() {
        XCTAssertEqual(formatter.scientificName(for: .yellowRumpedWarblerAudubons), "Setophaga coronata auduboni")
    }
}
