import XCTest
@testable import Runner

final class HabitImportTests: XCTestCase {

    func testCsvWithByteOrderMarkParses() throws {
        let data = try XCTUnwrap(HabitFixtures.data(named: "habits-excel-export.csv"))
        let habits = try HabitCsvImporter().parse(data)
        XCTAssertEqual(habits.count, 6)
    }
}
