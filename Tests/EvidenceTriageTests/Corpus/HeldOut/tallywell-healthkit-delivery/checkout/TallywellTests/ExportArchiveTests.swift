import XCTest
@testable import Tallywell

final class ExportArchiveTests: XCTestCase {

    func testCSVHeaderOrder() throws {
        let csv = try HabitCSVExporter(habits: [.fixture(name: "Walk")]).makeCSV()
        XCTAssertTrue(csv.hasPrefix("date,habit,value,unit,source\n"))
    }

    func testCSVExportOfTwoYearsOfHabits() throws {
        let habits = Habit.fixtures(count: 40, days: 730)
        let exporter = HabitCSVExporter(habits: habits)
        let url = try exporter.writeArchive(to: FileManager.default.temporaryDirectory)
        XCTAssertGreaterThan(try Data(contentsOf: url).count, 0)
    }
}
