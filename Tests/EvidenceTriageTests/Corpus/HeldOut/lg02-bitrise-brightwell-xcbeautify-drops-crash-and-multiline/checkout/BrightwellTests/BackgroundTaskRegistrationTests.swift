import XCTest
@testable import Brightwell

final class BackgroundTaskRegistrationTests: XCTestCase {
    func testAllTaskIdentifiersRegistered() throws {
        let records = try DiagnosticsReader(url: BackgroundTasks.recorder.fileURL).registrations()
        for id in ["com.brightwell.app.refresh", "com.brightwell.app.statement-import"] {
            XCTAssertTrue(records.last(where: { $0.identifier == id })?.outcome == .succeeded,
                          "registration failed for \(id)")
        }
    }
}
