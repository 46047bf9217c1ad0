import XCTest
@testable import Marigold

final class DoseHistoryExportTests: XCTestCase {
    func testExportCSVHeader() throws {
        let csv = try DoseHistoryExporter(store: InMemoryDoseHistoryStore(doses: .fixtures(count: 400))).csv()
        XCTAssertEqual(csv.split(separator: "\n").first, "medication,taken_at,dose_mg")
    }
}
