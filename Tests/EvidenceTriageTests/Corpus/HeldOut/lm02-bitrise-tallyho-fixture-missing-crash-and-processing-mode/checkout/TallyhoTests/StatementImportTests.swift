import XCTest
@testable import Tallyho

final class StatementImportTests: XCTestCase {
    func testImportsOctoberStatement() throws {
        let data = FixtureLoader.data(named: "statement-2026-10", in: Bundle(for: Self.self))
        let statement = try StatementImporter().decode(data)
        XCTAssertEqual(statement.entries.count, 41)
    }
}
