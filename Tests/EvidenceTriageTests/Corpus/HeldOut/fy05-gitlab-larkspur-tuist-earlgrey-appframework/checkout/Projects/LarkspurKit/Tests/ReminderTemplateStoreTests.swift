import XCTest
@testable import LarkspurKit

final class ReminderTemplateStoreTests: XCTestCase {
    func testLoadsBundledTemplates() throws {
        let templates = try ReminderTemplateStore.bundled()
        XCTAssertEqual(templates.map(\.id), ["morning-pages", "water", "stretch"])
    }

    func testTemplateDecodesDefaultTime() throws {
        let json = #"[{"id":"x","title":"X","defaultTime":"08:15"}]"#
        let decoded = try JSONDecoder().decode([ReminderTemplate].self, from: Data(json.utf8))
        XCTAssertEqual(decoded.first?.defaultTime, "08:15")
    }
}
