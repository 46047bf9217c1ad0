import SQLite3
import XCTest
@testable import SorrelKit

private final class AcceptingUploader: EventUploading {
    private(set) var batches: [[String]] = []
    func upload(_ events: [PendingEvent]) async throws -> [String] {
        batches.append(events.map(\.id))
        return events.map(\.id)
    }
}

final class BackgroundFlushTests: XCTestCase {
    private var fileURL: URL!

    override func setUpWithError() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        fileURL = dir.appendingPathComponent("events.sqlite")
    }

    func testFlushUploadsInBatches() async throws {
        let store = try EventStore(fileURL: fileURL)
        for i in 0..<5 {
            try store.append(PendingEvent(id: "e\(i)", kind: "stamp", payload: Data(), createdAt: Date(timeIntervalSince1970: Double(i))))
        }
        let uploader = AcceptingUploader()
        try await BackgroundFlushJob(store: store, uploader: uploader, batchSize: 2).run()
        XCTAssertEqual(uploader.batches, [["e0", "e1"], ["e2", "e3"], ["e4"]])
    }

    func testFlushWithNothingPendingMakesNoUpload() async throws {
        let store = try EventStore(fileURL: fileURL)
        let uploader = AcceptingUploader()
        try await BackgroundFlushJob(store: store, uploader: uploader).run()
        XCTAssertTrue(uploader.batches.isEmpty)
    }

    /// After the job returns the process may be suspended at any moment; RunningBoard
    /// terminates it (0xdead10cc) if it still holds a lock on a file in the shared container.
    func testFlushReleasesFileLockBeforeSuspension() async throws {
        let store = try EventStore(fileURL: fileURL)
        try store.append(PendingEvent(id: "e1", kind: "stamp", payload: Data(), createdAt: Date()))
        try await BackgroundFlushJob(store: store, uploader: AcceptingUploader()).run()

        // A second connection (the widget) must be able to take the write lock now.
        var other: OpaquePointer?
        XCTAssertEqual(sqlite3_open_v2(fileURL.path, &other, SQLITE_OPEN_READWRITE, nil), SQLITE_OK)
        defer { sqlite3_close_v2(other) }
        sqlite3_busy_timeout(other, 0)
        XCTAssertNoThrow(try exec(other, "BEGIN EXCLUSIVE"),
                         "second connection could not take the write lock after the flush returned")
        try? exec(other, "ROLLBACK")
    }

    private func exec(_ db: OpaquePointer?, _ sql: String) throws {
        let rc = sqlite3_exec(db, sql, nil, nil, nil)
        if rc != SQLITE_OK {
            throw EventStore.SQLiteError(code: rc, message: String(cString: sqlite3_errmsg(db)))
        }
    }
}
