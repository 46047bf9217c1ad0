import XCTest
import BackgroundTasks
@testable import Quill

final class BackgroundRegistrationTests: XCTestCase {
    func testAllTasksRegisterAtLaunch() {
        let registered = QuillBackgroundTasks.shared.registeredIdentifiers.sorted()
        XCTAssertEqual(registered, [
            "com.quillapp.journal.backup",
            "com.quillapp.journal.refresh",
        ])
    }

    func testRefreshRequestHasEarliestBeginDate() {
        let request = QuillBackgroundTasks.shared.makeRefreshRequest(now: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(request.earliestBeginDate, Date(timeIntervalSince1970: 3600))
    }
}
