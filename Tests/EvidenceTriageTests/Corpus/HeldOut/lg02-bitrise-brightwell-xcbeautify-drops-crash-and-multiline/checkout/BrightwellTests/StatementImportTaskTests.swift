import XCTest
@testable import Brightwell

final class StatementImportTaskTests: XCTestCase {
    override func setUp() { setenv("EVIDENCE_TEST_ID", "StatementImportTaskTests/testImportRunsWhenDeviceIdle", 1) }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testImportRunsWhenDeviceIdle() {
        let launched = expectation(forNotification: .statementImportLaunched, object: nil)
        BackgroundTasks.scheduleStatementImport()
        wait(for: [launched], timeout: 120)
    }
}
