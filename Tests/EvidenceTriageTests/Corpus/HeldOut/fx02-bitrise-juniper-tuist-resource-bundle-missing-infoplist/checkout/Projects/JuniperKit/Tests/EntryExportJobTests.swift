import XCTest
@testable import JuniperKit

final class EntryExportJobTests: XCTestCase {
    private final class MemoryStore: EntryStoring {
        var all: [JournalEntry]
        var lastExportDate: Date?
        init(_ all: [JournalEntry]) { self.all = all }
        func entries(modifiedSince date: Date?) -> [JournalEntry] {
            guard let date = date else { return all }
            return all.filter { $0.modifiedAt > date }
        }
    }

    private final class RecordingUploader: EntryUploading {
        var uploadedIDs: [String] = []
        func upload(_ entry: JournalEntry) throws { uploadedIDs.append(entry.id) }
    }

    func testExportsNewEntries() throws {
        let store = MemoryStore([.fixture(id: "a"), .fixture(id: "b")])
        let uploader = RecordingUploader()
        try EntryExportJob(store: store, uploader: uploader).run()
        XCTAssertEqual(uploader.uploadedIDs, ["a", "b"])
    }

    func testExportSkipsEntriesAlreadyUploaded() throws {
        let t0 = Date(timeIntervalSince1970: 1_597_800_000)
        let store = MemoryStore([.fixture(id: "a", modifiedAt: t0), .fixture(id: "b", modifiedAt: t0)])
        let uploader = RecordingUploader()
        var clock = t0.addingTimeInterval(60)
        let job = EntryExportJob(store: store, uploader: uploader, now: { clock })

        try job.run()
        store.all.append(.fixture(id: "c", modifiedAt: clock.addingTimeInterval(30)))
        clock = clock.addingTimeInterval(3600)
        uploader.uploadedIDs.removeAll()
        try job.run()

        XCTAssertEqual(uploader.uploadedIDs, ["c"], "second run must only upload entries changed since the last export")
    }
}
