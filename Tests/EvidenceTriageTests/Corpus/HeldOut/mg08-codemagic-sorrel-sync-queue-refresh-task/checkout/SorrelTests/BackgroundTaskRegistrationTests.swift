import XCTest
@testable import Sorrel

final class BackgroundTaskRegistrationTests: XCTestCase {
    func testAllRegistrationsSucceeded() throws {
        let records = try Diagnostics.recorder.readAll().filter { $0.phase == .registration }
        XCTAssertFalse(records.isEmpty)
        for record in records {
            XCTAssertEqual(record.outcome, .succeeded, "registration \(record.outcome) for \(record.identifier)")
        }
    }
}
