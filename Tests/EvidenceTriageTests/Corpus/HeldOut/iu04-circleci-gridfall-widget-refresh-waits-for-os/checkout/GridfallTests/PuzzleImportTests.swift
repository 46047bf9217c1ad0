import XCTest
@testable import Gridfall

final class PuzzleImportTests: XCTestCase {
    func testParsesBlocks() throws {
        let cells = try PuzzleImporter.parseRow("C A . S", row: 0)
        XCTAssertTrue(cells[2].isBlock)
    }

    func testImportsRebusCells() throws {
        let cells = try PuzzleImporter.parseRow("C A [HEART] S .", row: 3)
        XCTAssertEqual(cells.count, 5)
        XCTAssertEqual(cells[2].solution, "HEART")
    }
}
