import XCTest
@testable import Quarry

final class SeedDataTests: XCTestCase {
    func testBundledChecklistTemplatesLoad() throws {
        let url = try XCTUnwrap(Bundle.main.url(forResource: "checklist-templates", withExtension: "json"))
        let templates = try JSONDecoder().decode([ChecklistTemplate].self, from: Data(contentsOf: url))
        XCTAssertFalse(templates.isEmpty)
    }
}
