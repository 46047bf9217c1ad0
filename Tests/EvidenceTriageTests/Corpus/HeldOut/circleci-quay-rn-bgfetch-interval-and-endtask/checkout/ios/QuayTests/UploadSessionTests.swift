import XCTest
@testable import Quay

final class UploadSessionTests: XCTestCase {
    func testBackgroundTaskEndedExactlyOnce() async throws {
        let app = RecordingBackgroundApplication()
        let session = TicketPhotoUploader(application: app, transport: .stubbed(status: 201))
        try await session.upload(.fixture(named: "boarding-pass.heic"))
        XCTAssertEqual(app.beginCount, 1)
        XCTAssertEqual(app.endCount, 1, "endBackgroundTask must be called once per beginBackgroundTask")
    }

    func testFailedUploadIsQueuedForRetry() async throws {
        let session = TicketPhotoUploader(application: RecordingBackgroundApplication(), transport: .stubbed(status: 503))
        try? await session.upload(.fixture(named: "boarding-pass.heic"))
        XCTAssertEqual(session.pendingCount, 1)
    }
}
