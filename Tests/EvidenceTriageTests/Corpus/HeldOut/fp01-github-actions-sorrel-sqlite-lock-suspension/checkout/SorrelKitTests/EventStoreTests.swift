import XCTest
@testable import SorrelKit

final class EventStoreTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func makeStore() throws -> EventStore {
        try EventStore(fileURL: directory.appendingPathComponent("events.sqlite"))
    }

    func testAppendAndReadPending() throws {
        let store = try makeStore()
        try store.append(PendingEvent(id: "e1", kind: "stamp", payload: Data([1]), createdAt: Date(timeIntervalSince1970: 10)))
        try store.append(PendingEvent(id: "e2", kind: "stamp", payload: Data([2]), createdAt: Date(timeIntervalSince1970: 20)))
        XCTAssertEqual(try store.pending(limit: 10).map(\.id), ["e1", "e2"])
    }

    func testMarkSentRemovesFromPending() throws {
        let store = try makeStore()
        try store.append(PendingEvent(id: "e1", kind: "stamp", payload: Data(), createdAt: Date()))
        try store.markSent(ids: ["e1"], at: Date())
        XCTAssertTrue(try store.pending(limit: 10).isEmpty)
    }

    func testTableExistsFinalizesStatement() throws {
        let store = try makeStore()
        XCTAssertTrue(try store.tableExists("events"))
        XCTAssertEqual(store.openStatementCount, 0,
                       "leaked statement(s): \(store.busyStatementSQL)")
    }

    func testCloseReleasesConnection() throws {
        let store = try makeStore()
        store.close()
        XCTAssertFalse(store.isOpen, "close() must close the sqlite connection before suspension")
    }
}
