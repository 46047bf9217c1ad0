import XCTest
@testable import Pennant

private final class FakeSource: StatementSource {
    let all: [StatementLine]
    var onLine: ((Int) -> Void)?
    init(count: Int) {
        all = (1...count).map { StatementLine(index: $0, bankReference: "REF\($0)", amountMinor: -$0 * 100, bookedOn: "2026-04-13") }
    }
    func lines(after cursor: Int) async throws -> [StatementLine] { all.filter { $0.index > cursor } }
}

private final class InMemoryLedger: Ledger {
    var importCursor = 0
    private(set) var rows: [StatementLine] = []
    var afterInsert: ((Int) -> Void)?
    func insert(_ line: StatementLine) throws {
        rows.append(line)
        afterInsert?(rows.count)
    }
    func transactions() -> [StatementLine] { rows }
}

/// The statement-import processing task's job with a fake bank feed; the
/// task's expiration is simulated by calling `cancel()` mid-batch, as the
/// adapter's expirationHandler does.
final class StatementImportJobTests: XCTestCase {
    func testImportsAllLines() async throws {
        let ledger = InMemoryLedger()
        try await StatementImportJob(source: FakeSource(count: 23), ledger: ledger).run()
        XCTAssertEqual(ledger.transactions().count, 23)
        XCTAssertEqual(ledger.importCursor, 23)
    }

    func testReimportAfterExpirationDoesNotDuplicate() async throws {
        let source = FakeSource(count: 23)
        let ledger = InMemoryLedger()
        let first = StatementImportJob(source: source, ledger: ledger)
        ledger.afterInsert = { inserted in if inserted == 12 { first.cancel() } }
        do {
            try await first.run()
        } catch is CancellationError {
            // expired before the batch was committed; the next run retries
        }
        ledger.afterInsert = nil

        try await StatementImportJob(source: source, ledger: ledger).run()

        XCTAssertEqual(Set(ledger.transactions().map(\.bankReference)).count, 23)
        XCTAssertEqual(ledger.transactions().count, 23, "a retried import must not insert lines twice")
    }
}
