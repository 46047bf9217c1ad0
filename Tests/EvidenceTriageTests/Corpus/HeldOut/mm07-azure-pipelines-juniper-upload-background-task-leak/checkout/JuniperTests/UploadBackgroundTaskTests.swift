import XCTest
@testable import JuniperKit

final class UploadBackgroundTaskTests: XCTestCase {
    func testBackgroundTaskEndedAfterUpload() async throws {
        let app = FakeBackgroundTaskApplication()
        let client = BackgroundTaskWrappedClient(application: app, transport: .stub(.success))
        try await client.upload(.fixture)
        XCTAssertEqual(app.endedIDs.count, 1)
    }

    func testBackgroundTaskEndedWhenUploadFails() async {
        let app = FakeBackgroundTaskApplication()
        let client = BackgroundTaskWrappedClient(application: app, transport: .stub(.status(503)))
        _ = try? await client.upload(.fixture)
        XCTAssertEqual(app.endedIDs.count, 1, "background task leaked on the failure path")
    }
}
