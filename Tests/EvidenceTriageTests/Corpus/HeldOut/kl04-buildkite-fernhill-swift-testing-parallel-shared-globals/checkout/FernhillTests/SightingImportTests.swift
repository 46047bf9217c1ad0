import Testing
@testable import Fernhill

struct SightingImportTests {
    @Test func importsEBirdChecklistRows() throws {
        let importer = SightingImporter(log: .shared)
        let rows = try importer.importCSV(named: "checklist-63-rows")
        #expect(rows.count == 63)
    }
}
