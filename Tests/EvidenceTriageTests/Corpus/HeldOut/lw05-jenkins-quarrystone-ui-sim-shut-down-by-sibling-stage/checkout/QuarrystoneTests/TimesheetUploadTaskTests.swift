import XCTest
@testable import Quarrystone

final class TimesheetUploadTaskTests: XCTestCase {
    func testUploadHandlerRegisteredAtLaunch() {
        // AppDelegate registers during didFinishLaunching; the host app has launched by now.
        XCTAssertTrue(BackgroundTaskRegistry.shared.registered.contains(TimesheetUploadTask.identifier),
                      "timesheet upload handler was not registered at launch")
    }

    func testUploaderRetriesOnceOnServerError() async throws {
        let api = ScriptedTimesheetAPI(responses: [.status(503), .status(201)])
        let result = try await TimesheetUploader(api: api, store: .inMemory(sheets: 2)).uploadPending()
        XCTAssertEqual(result.uploaded, 2)
        XCTAssertEqual(api.requests.count, 3)
    }
}
