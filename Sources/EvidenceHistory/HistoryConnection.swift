import EvidenceCore

/// A parameter of a history statement.
public enum HistoryValue: Equatable, Sendable {
    case null
    case integer(Int64)
    case text(String)

    init(_ text: String?) { self = text.map { .text($0) } ?? .null }
}

/// One connection to a history database. The store's SQL is the same on both backends (`$1`…
/// parameters, `ON CONFLICT`, `RETURNING`); a connection supplies only what differs: column types,
/// locking, and how errors read.
protocol HistoryConnection: AnyObject {
    /// How messages name the database: a file path, or the PostgreSQL host.
    var displayName: String { get }
    /// The type of an auto-numbered key column.
    var identityColumn: String { get }
    /// What ends a `CREATE TABLE` of a table keyed by its primary key alone.
    var clusteredTableSuffix: String { get }

    /// Runs one statement; the rows it returns, as text.
    @discardableResult
    func execute(_ sql: String, _ parameters: [HistoryValue]) throws -> [[String?]]
    /// Starts a transaction that writes: other writers wait for it (not fail).
    func beginWriting() throws
    /// Starts the transaction that checks and migrates the schema: one process at a time.
    func beginMigrating() throws
    func tableExists(_ name: String) throws -> Bool
    /// Whether the database holds any table at all (a file that is someone else's database).
    func hasOtherTables() throws -> Bool
    /// The history error for a backend error, as one sentence naming the database.
    func describe(_ error: Error, doing: String) -> EvidenceError
}

extension HistoryConnection {
    func commit() throws { try execute("COMMIT", []) }
    func rollback() { _ = try? execute("ROLLBACK", []) }

    /// Runs `body` in a writing transaction: all of it or nothing.
    func writing<T>(_ body: () throws -> T) throws -> T {
        try beginWriting()
        do {
            let value = try body()
            try commit()
            return value
        } catch {
            rollback()
            throw error
        }
    }
}
