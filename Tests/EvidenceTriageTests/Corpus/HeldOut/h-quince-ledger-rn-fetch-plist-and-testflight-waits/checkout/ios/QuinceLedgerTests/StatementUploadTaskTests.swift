import XCTest
import TSBackgroundFetch
@testable import QuinceLedger

/// JS: BackgroundFetch.scheduleTask({ taskId: "com.transistorsoft.statement-upload", delay: 0 })
final class StatementUploadTaskTests: XCTestCase {
    func testStatementUploadSchedules() {
        let done = expectation(description: "scheduleTask callback")
        var failure: Error?
        TSBackgroundFetch.sharedInstance().scheduleProcessingTask(withIdentifier: "com.transistorsoft.statement-upload",
                                                                  delay: 0, periodic: false) { error in
            failure = error
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertNil(failure, "scheduleTask rejected")
    }
}
