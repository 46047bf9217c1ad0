import EvidenceCore

/// The history in a PostgreSQL database shared by a fleet of CI runners.
final class PostgresHistoryConnection: HistoryConnection {
    /// Any fixed number: the advisory lock that lets one process at a time create or migrate tables.
    static let migrationLock = 0x65766964

    let connection: PostgresConnection
    let displayName: String
    let identityColumn = "BIGSERIAL PRIMARY KEY"
    let clusteredTableSuffix = ""

    init(url: String) throws {
        do {
            connection = try PostgresConnection(url: url)
        } catch let error as PostgresError {
            throw EvidenceError(.outputFailed, "Cannot reach the PostgreSQL history database at \(error.location.isEmpty ? Self.location(of: url) : error.location): \(error.message); nothing was written.")
        }
        displayName = "PostgreSQL at \(connection.location)"
    }

    @discardableResult
    func execute(_ sql: String, _ parameters: [HistoryValue]) throws -> [[String?]] {
        try connection.execute(sql, parameters.map { parameter in
            switch parameter {
            case .null: nil
            case .integer(let value): String(value)
            case .text(let value): value
            }
        })
    }

    func beginWriting() throws { try execute("BEGIN", []) }

    func beginMigrating() throws {
        try execute("BEGIN", [])
        try execute("SELECT pg_advisory_xact_lock(\(Self.migrationLock))", [])
    }

    func tableExists(_ name: String) throws -> Bool {
        try execute("SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1", [.text(name)]).first?.first != "0"
    }

    /// A shared server holds other applications' tables: only ours matter.
    func hasOtherTables() throws -> Bool { try tableExists("runs") }

    func describe(_ error: Error, doing: String) -> EvidenceError {
        if let error = error as? EvidenceError { return error }
        if !connection.isConnected {
            return EvidenceError(.outputFailed, "Lost the PostgreSQL history database at \(connection.location) while trying to \(doing): \(error); nothing was written.")
        }
        return EvidenceError(.outputFailed, "Cannot \(doing) the history in \(displayName): \(error).")
    }

    /// The host (and port) of a URL, for a message when libpq could not even parse it.
    static func location(of url: String) -> String {
        guard let schemeEnd = url.range(of: "://") else { return "the given address" }
        var rest = url[schemeEnd.upperBound...]
        if let slash = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) { rest = rest[..<slash] }
        if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        return rest.isEmpty ? "localhost" : String(rest)
    }
}
