import XCTest
@testable import Taskwright

final class TaskAssignmentPayloadTests: XCTestCase {
    func testParsesCompletePayload() {
        let payload = TaskAssignmentPayload(userInfo: [
            "aps": ["content-available": 1],
            "taskID": "8B4A1F2C-3D4E-4A5B-9C1D-2E3F4A5B6C7D",
            "title": "Review teammate's edits",
            "assigneeName": "Priya Okafor",
        ])
        XCTAssertEqual(payload?.title, "Review teammate's edits")
    }

    func testMissingTaskIDReturnsNil() {
        // ci/payloads/malformed.json
        let payload = TaskAssignmentPayload(userInfo: [
            "aps": ["content-available": 1],
            "title": "Missing the task ID",
        ])
        XCTAssertNil(payload, "a payload without taskID must be rejected")
    }
}
