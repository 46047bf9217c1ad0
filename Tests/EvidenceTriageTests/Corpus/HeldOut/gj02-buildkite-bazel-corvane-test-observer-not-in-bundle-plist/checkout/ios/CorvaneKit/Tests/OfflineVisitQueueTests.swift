import CorvaneKit
import TestSupport
import XCTest

final class OfflineVisitQueueTests: XCTestCase {
    private var environment: SyncEnvironment!
    private var queue: OfflineVisitQueue!

    override func setUpWithError() throws {
        environment = try XCTUnwrap(
            SyncEnvironment.current,
            "SyncEnvironment not configured - is TestSetup the bundle's NSPrincipalClass?"
        )
        queue = OfflineVisitQueue(environment: environment)
    }

    func testFlushesQueuedVisitsOnReconnect() async throws {
        try queue.enqueue(.fixture(id: "v-2001"))
        try queue.enqueue(.fixture(id: "v-2002"))
        let transport = RecordingTransport()

        try await queue.flush(using: transport)

        XCTAssertEqual(transport.uploadedVisitIDs, ["v-2001", "v-2002"])
        XCTAssertEqual(try queue.pendingCount(), 0)
    }

    func testKeepsVisitsWhenUploadFails() async throws {
        try queue.enqueue(.fixture(id: "v-3001"))
        let transport = RecordingTransport(failWith: URLError(.notConnectedToInternet))

        await XCTAssertThrowsErrorAsync(try await queue.flush(using: transport))

        XCTAssertEqual(try queue.pendingCount(), 1)
    }
}
