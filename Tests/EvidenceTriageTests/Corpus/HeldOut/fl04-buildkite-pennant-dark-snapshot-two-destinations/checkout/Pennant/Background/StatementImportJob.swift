import Foundation

protocol StatementSource {
    func lines(after cursor: Int) async throws -> [StatementLine]
}

struct StatementLine: Equatable {
    let index: Int
    let bankReference: String
    let amountMinor: Int
    let bookedOn: String
}

protocol Ledger: AnyObject {
    var importCursor: Int { get set }
    func insert(_ line: StatementLine) throws
    func transactions() -> [StatementLine]
}

/// Work behind the `com.pennant.app.statement-import` processing task:
/// pull new statement lines from the bank feed into the ledger.
final class StatementImportJob {
    private let source: StatementSource
    private let ledger: Ledger
    private var cancelled = false

    init(source: StatementSource, ledger: Ledger) {
        self.source = source
        self.ledger = ledger
    }

    /// Called from the processing task's expirationHandler.
    func cancel() { cancelled = true }

    func run() async throws {
        let lines = try await source.lines(after: ledger.importCursor)
        for line in lines {
            if cancelled { throw CancellationError() }
            try ledger.insert(line)
        }
        // The cursor is committed once the whole batch is in.
        ledger.importCursor = lines.last?.index ?? ledger.importCursor
    }
}
