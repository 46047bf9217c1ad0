import XCTest
@testable import Ferrystop

final class TimetableImportTests: XCTestCase {
    func testImportSortsByDeparture() {
        let importer = TimetableImporter()
        importer.importFile(TimetableFixtures.week48.reversed())
        XCTAssertEqual(importer.sailings.first, TimetableFixtures.week48.first)
    }

    func testImportSkipsDuplicateSailings() {
        let importer = TimetableImporter()
        importer.importFile(TimetableFixtures.sundayOfWeek48)   // 3 sailings
        importer.importFile(TimetableFixtures.sundayOfWeek48)   // same 3, from the week-49 file
        XCTAssertEqual(importer.sailings.count, 3)
    }
}
