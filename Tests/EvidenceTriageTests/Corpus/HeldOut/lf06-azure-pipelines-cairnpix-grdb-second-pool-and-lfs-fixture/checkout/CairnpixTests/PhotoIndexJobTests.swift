import GRDB
import XCTest
@testable import Cairnpix

final class StubLabels: LabelProvider {
    var failOnBatch: Int?
    private var calls = 0
    func labels(for ids: [String]) async throws -> [String: [String]] {
        calls += 1
        if calls == failOnBatch { throw URLError(.networkConnectionLost) }
        return Dictionary(uniqueKeysWithValues: ids.map { ($0, ["sky"]) })
    }
}

final class PhotoIndexJobTests: XCTestCase {
    private var url: URL!
    private var store: PhotoStore!

    override func setUpWithError() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".sqlite")
        store = try PhotoStore(url: url)
    }

    private func ids(_ n: Int) -> [String] { (1...n).map { String(format: "p-%04d", $0) } }

    /// The app holds its pool and is writing (e.g. an import) when the background job starts.
    func testIndexJobWritesWhileAppPoolOpen() async throws {
        let importing = Task.detached { [store] in
            try store!.dbPool.write { db in
                try db.execute(sql: "INSERT INTO photo (id) VALUES ('import-1')")
                Thread.sleep(forTimeInterval: 0.5)
            }
        }
        try await Task.sleep(nanoseconds: 50_000_000)
        let job = PhotoIndexJob(storeURL: url, labels: StubLabels(), pending: { self.ids(100) })
        await XCTAssertNoThrowAsync(try await job.run())
        _ = try await importing.value
    }

    func testCursorAdvancesOnlyWithCommittedBatch() async throws {
        let labels = StubLabels()
        labels.failOnBatch = 2
        let job = PhotoIndexJob(storeURL: url, labels: labels, pending: { self.ids(300) })
        _ = try? await job.run()
        let cursor = try await store.dbPool.read { db in
            try String.fetchOne(db, sql: "SELECT lastID FROM indexCursor WHERE name = 'labels'")
        }
        XCTAssertEqual(cursor, "p-0100")
    }
}

func XCTAssertNoThrowAsync<T>(_ expression: @autoclosure () async throws -> T,
                              file: StaticString = #filePath, line: UInt = #line) async {
    do { _ = try await expression() } catch {
        XCTFail("XCTAssertNoThrow failed: threw error \"\(error)\"", file: file, line: line)
    }
}
