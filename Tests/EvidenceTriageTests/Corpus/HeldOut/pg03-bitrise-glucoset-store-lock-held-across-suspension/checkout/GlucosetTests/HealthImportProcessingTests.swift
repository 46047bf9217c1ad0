import XCTest
import BackgroundTasks
@testable import Glucoset

final class HealthImportProcessingTests: XCTestCase {
    func testNightlyImportSubmits() throws {
        try HealthImportScheduler.shared.submitNightlyImport()
        XCTAssertEqual(HealthImportScheduler.shared.lastSubmittedIdentifier, "com.glucoset.app.health-import")
    }

    func testNightlyImportRunsWithinHalfAnHour() throws {
        let ran = expectation(description: "health import handler invoked")
        HealthImportScheduler.shared.onLaunchForTesting = { ran.fulfill() }
        try HealthImportScheduler.shared.submitNightlyImport()
        wait(for: [ran], timeout: 1800)
    }
}
