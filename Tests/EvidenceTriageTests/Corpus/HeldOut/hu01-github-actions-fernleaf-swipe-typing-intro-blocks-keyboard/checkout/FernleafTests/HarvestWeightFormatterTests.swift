import XCTest
@testable import Fernleaf

final class HarvestWeightFormatterTests: XCTestCase {
    private let formatter = HarvestWeightFormatter()

    func testWholeKilograms() {
        XCTAssertEqual(formatter.string(fromGrams: 2000), "2 kg")
    }

    func testGramsBelowOneKilogram() {
        // Anything under a kilo is shown in grams in the journal.
        XCTAssertEqual(formatter.string(fromGrams: 750), "750 g")
    }

    func testRoundsToWholeGrams() {
        XCTAssertEqual(formatter.string(fromGrams: 99.6), "100 g")
    }
}
