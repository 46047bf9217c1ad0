import XCTest
@testable import WrenPantry

final class PantryImportTests: XCTestCase {
    func testImportsCSVWithBOM() throws {
        let csv = "\u{FEFF}name,qty,unit\nrolled oats,2,kg\n"
        let items = try PantryCSV.parse(csv)
        XCTAssertEqual(items.first?.name, "rolled oats")
    }
}
