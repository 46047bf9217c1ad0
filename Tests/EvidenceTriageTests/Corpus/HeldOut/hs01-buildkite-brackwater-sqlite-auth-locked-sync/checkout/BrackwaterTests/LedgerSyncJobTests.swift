import XCTest
import BrackwaterStore
@testable import Brackwater

final class LedgerSyncJobTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDownWithError() throws {
        unsetenv("EVIDENCE_TEST_ID")
        try? FileManager.default.removeItem(at: directory)
    }

    func testSyncInsertsNewEntries() async throws {
        let job = LedgerSyncJob(client: StubLedgerClient(entries: .fixture(count: 3)),
                                databaseOpener: LiveDatabaseOpener(),
                                protectedData: StubProtectedData(isAvailable: true),
                                directory: directory)
        let outcome = try await job.runReportingOutcome()
        XCTAssertEqual(outcome, .synced(inserted: 3))
    }

    func testRepeatedSyncIsIdempotent() async throws {
        let client = StubLedgerClient(entries: .fixture(count: 3))
        let job = LedgerSyncJob(client: client, databaseOpener: LiveDatabaseOpener(),
                                protectedData: StubProtectedData(isAvailable: true), directory: directory)
        _ = try await job.runReportingOutcome()
        let second = try await job.runReportingOutcome()
        XCTAssertEqual(second, .synced(inserted: 0))
    }

    func testSyncDefersWhenProtectedDataUnavailable() async throws {
        // What a background launch sees on a passcode-locked device: the file is there,
        // but SQLite cannot open it and returns SQLITE_AUTH (23).
        let job = LedgerSyncJob(client: StubLedgerClient(entries: .fixture(count: 3)),
                                databaseOpener: FailingDatabaseOpener(status: 23),
                                protectedData: StubProtectedData(isAvailable: false),
                                directory: directory)

        let outcome = try await job.runReportingOutcome()

        XCTAssertEqual(outcome, .deferred(reason: "protected-data-unavailable"))
    }

    func testCancelledSyncLeavesCursorUntouched() async throws {
        let client = StubLedgerClient(entries: .fixture(count: 3), delay: .milliseconds(200))
        let job = LedgerSyncJob(client: client, databaseOpener: LiveDatabaseOpener(),
                                protectedData: StubProtectedData(isAvailable: true), directory: directory)
        let task = Task { try await job.runReportingOutcome() }
        task.cancel()
        _ = try? await task.value
        XCTAssertNil(UserDefaults.standard.string(forKey: "ledger.cursor"))
    }
}

struct FailingDatabaseOpener: DatabaseOpening {
    let status: Int32
    func open(_ configuration: DatabaseConfiguration) throws -> SQLiteDatabase {
        throw SQLiteDatabase.Error.failedToOpenDatabase("status: (\(status)) (unknown error code)")
    }
}

struct StubProtectedData: ProtectedDataAvailability {
    let isAvailable: Bool
}
