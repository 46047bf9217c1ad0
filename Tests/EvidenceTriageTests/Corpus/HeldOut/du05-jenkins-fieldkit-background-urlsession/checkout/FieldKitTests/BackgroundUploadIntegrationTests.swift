import XCTest
@testable import FieldKit
@testable import FieldSync

/// Checks the relaunch path: when the report upload finishes while FieldKit is in the
/// background, the system should call handleEventsForBackgroundURLSession so the app can
/// update the queue and call the stored completion handler.
@MainActor
final class BackgroundUploadIntegrationTests: XCTestCase {
    func testSessionEventsDeliveredAfterSuspension() async throws {
        let woke = expectation(description: "handleEventsForBackgroundURLSession com.ridgeway.fieldkit.uploads")
        AppDelegate.onBackgroundSessionEvents = { identifier in
            if identifier == UploadQueue.sessionIdentifier { woke.fulfill() }
        }
        let uploader = FileUploader(sessionIdentifier: UploadQueue.sessionIdentifier)
        try uploader.upload(report: .fixture(id: "5521"), to: URL(string: "https://api.ridgeway.example/v2/inspections/5521/report")!)

        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        NSLog("[UploadTest] posted UIApplication.didEnterBackgroundNotification")

        await fulfillment(of: [woke], timeout: 90)
    }
}
