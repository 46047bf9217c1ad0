import XCTest
@testable import Hedgerow

final class CrashReportUploaderTests: XCTestCase {
    func testFetchUnsentReportsCallsCompletion() {
        let uploader = CrashReportUploader(store: .temporary())
        uploader.store.write(sampleReports: 2)
        let done = expectation(description: "fetchUnsentReports completion")

        uploader.fetchUnsentReports { reports in
            XCTAssertEqual(reports.count, 2)
            done.fulfill()
        }

        // The fetch itself takes tens of milliseconds; the completion hops through
        // the uploader's utility queue and then main.
        wait(for: [done], timeout: 3)
    }
}
