import XCTest
@testable import Skiff

final class UploadQueueTests: XCTestCase {
    private var staging: URL!

    override func setUpWithError() throws {
        staging = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: staging) }

    func testDrainUploadsEveryAttachment() async throws {
        let transport = FakeUploadTransport()
        let queue = UploadQueue(stagingDirectory: staging, transport: transport)
        try await queue.drain([.fixture(id: "photo-1"), .fixture(id: "photo-2")])
        XCTAssertEqual(transport.uploadedIDs, ["photo-1", "photo-2"])
    }

    func testExpirationLeavesNoPartialFiles() async throws {
        let transport = FakeUploadTransport(delay: .milliseconds(50))
        let queue = UploadQueue(stagingDirectory: staging, transport: transport)
        transport.onFirstUpload = { queue.cancel() }      // the system expires the task mid-drain

        do { try await queue.drain([.fixture(id: "photo-7F2A"), .fixture(id: "photo-7F2B")]) } catch is CancellationError {}

        let leftovers = try FileManager.default.contentsOfDirectory(atPath: staging.path)
        XCTAssertEqual(leftovers, [], "expiration must not leave partial files")
    }
}
