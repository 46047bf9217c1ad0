import UIKit
import XCTest
@testable import Quayside

final class InspectionSyncOperationTests: XCTestCase {
    func testUploadsEveryPendingPhoto() throws {
        let api = StubInspectionAPI()
        let op = InspectionSyncOperation(inspection: .fixture(photos: 3), api: api, guard: BackgroundTaskGuard(application: FakeApplication()))
        op.start()
        XCTAssertEqual(api.uploadedPhotoIDs.count, 3)
    }

    func testFailedUploadKeepsInspectionPending() throws {
        let api = StubInspectionAPI(failingPhotoIDs: ["P2"])
        let op = InspectionSyncOperation(inspection: .fixture(photos: 3), api: api, guard: BackgroundTaskGuard(application: FakeApplication()))
        op.start()
        XCTAssertEqual(op.result, .pending(remaining: ["P2"]))
    }

    /// End-to-end check against the real UIApplication of the test host: a long
    /// upload should be cancelled when iOS expires our background time (~30 s).
    func testBackgroundTaskExpirationCancelsUpload() throws {
        let api = StubInspectionAPI(uploadDelay: 120)
        let guardian = BackgroundTaskGuard(application: UIApplication.shared, behavior: .whenExpired)
        let op = InspectionSyncOperation(inspection: .fixture(photos: 1), api: api, guard: guardian)

        let expired = expectation(description: "expiration handler called")
        op.onCancel = { expired.fulfill() }
        OperationQueue().addOperation(op)
        print("backgroundTimeRemaining=\(UIApplication.shared.backgroundTimeRemaining) applicationState=\(UIApplication.shared.applicationState.rawValue)")

        wait(for: [expired], timeout: 35)
        XCTAssertTrue(op.isCancelled)
    }
}
