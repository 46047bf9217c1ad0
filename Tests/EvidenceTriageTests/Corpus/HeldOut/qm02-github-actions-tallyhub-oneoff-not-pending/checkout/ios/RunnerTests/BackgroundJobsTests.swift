import XCTest
import BackgroundTasks
@testable import Runner

final class BackgroundJobsTests: XCTestCase {
    func testPeriodicRefreshIdentifierIsPermitted() throws {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertEqual(permitted?.contains(JobIdentifiers.periodicRefresh), true)
    }

    func testReceiptUploadIsPendingAfterEnqueue() async throws {
        try await JobBridge.shared.enqueueReceiptUpload(receiptID: "R-2291")
        let pending = await JobBridge.shared.pendingIdentifiers()
        XCTAssertTrue(pending.contains(JobIdentifiers.receiptUpload), "pending requests: \(pending)")
    }
}
