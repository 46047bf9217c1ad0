import XCTest
@testable import Lanternly

final class BackupTaskTests: XCTestCase {
    func testBackupWritesEveryChunk() async throws {
        let writer = RecordingBackupWriter()
        try await BackupJob(writer: writer).run(entries: .fixtures(count: 120))
        XCTAssertEqual(writer.names.filter { $0.hasPrefix("entries-") }.count, 3)
    }

    func testBackupWritesManifestLast() async throws {
        let writer = RecordingBackupWriter()
        try await BackupJob(writer: writer).run(entries: .fixtures(count: 180))
        XCTAssertEqual(writer.names.last, "manifest.json", "manifest must be written after the last chunk so an expired backup is never marked complete")
    }
}
