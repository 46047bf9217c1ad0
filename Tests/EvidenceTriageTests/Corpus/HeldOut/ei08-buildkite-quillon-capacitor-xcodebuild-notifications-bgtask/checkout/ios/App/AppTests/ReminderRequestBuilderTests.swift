import XCTest
@testable import App

final class ReminderRequestBuilderTests: XCTestCase {
    func testBuildsRequestWithTitleAndTrigger() throws {
        let req = try ReminderRequestBuilder.build(from: [
            "id": 1234, "title": "Water the fern", "body": "Every Sunday",
            "attachments": [[String: Any]](),
            "schedule": ["at": (Date().timeIntervalSince1970 + 5) * 1000],
        ])
        XCTAssertEqual(req.identifier, "1234")
    }

    func testNullOptionalFieldsFromJSAreIgnored() throws {
        // The web layer sends explicit nulls for unset optional fields.
        let req = try ReminderRequestBuilder.build(from: [
            "id": 1234, "title": "Title", "body": "Body",
            "schedule": ["at": (Date().timeIntervalSince1970 + 5) * 1000],
            "sound": NSNull(), "attachments": NSNull(), "actionTypeId": "Nothing", "extra": NSNull(),
        ])
        XCTAssertNil(req.content.sound)
    }
}
