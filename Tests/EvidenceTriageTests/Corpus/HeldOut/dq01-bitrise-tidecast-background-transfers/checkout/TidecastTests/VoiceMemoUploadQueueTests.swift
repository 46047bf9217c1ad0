import XCTest
@testable import Tidecast

final class VoiceMemoUploadQueueTests: XCTestCase {
    private var uploader: BackgroundUploader!
    private var queue: VoiceMemoUploadQueue!

    override func setUp() {
        super.setUp()
        uploader = BackgroundUploader(endpoint: URL(string: "https://uploads.tidecast.test/v2")!,
                                      tokenProvider: { "test-token" })
        queue = VoiceMemoUploadQueue(uploader: uploader, store: InMemoryMemoStore())
    }

    func testQueuedMemoStartsBackgroundUpload() throws {
        let memo = QueuedVoiceMemo(id: "memo-5521", audioData: Data(repeating: 0x2A, count: 48_000),
                                   recordedAt: Date(timeIntervalSince1970: 1_790_000_000))
        try queue.add(memo)

        try queue.flush()

        XCTAssertEqual(queue.inFlightMemoIDs, ["memo-5521"])
    }

    func testFlushSkipsMemosAlreadyInFlight() throws {
        let memo = QueuedVoiceMemo(id: "memo-77", audioData: Data(), recordedAt: Date())
        queue.markInFlight(memo.id)
        try queue.add(memo)

        XCTAssertEqual(queue.pendingMemoIDs, [])
    }
}
