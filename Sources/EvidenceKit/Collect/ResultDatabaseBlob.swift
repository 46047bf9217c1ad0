/// A result bundle's `database.sqlite3` (Xcode 16 and later keep failure messages there) whose text
/// holds secrets. It is scanned in place, read-only; only when a value holds a secret is the database
/// loaded into memory, each such value updated with its secrets redacted (`secure_delete`, so the old
/// text does not linger in freed space), and the database written out again. The same bytes and
/// SQLite library give the same result. Databases over `maximumDatabaseSize` are archived as they are.
enum ResultDatabaseBlob {
    static let maximumDatabaseSize = 8 << 20
    static let header = Array("SQLite format 3\u{0}".utf8)

    struct Redacted {
        var bytes: [UInt8]
        var counts: [SecretKind: Int]
    }

    /// A text value that holds a secret.
    private struct Finding {
        var table: String
        var column: String
        var rowID: Int64
        var redacted: [UInt8]
    }

    /// What to store instead of the file, and what was redacted; nil when the file is not a SQLite
    /// database (or is too large to hold), cannot be read, or holds no secret.
    static func redacted(path: String, storedSize: Int64) throws -> Redacted? {
        guard storedSize >= Int64(header.count), storedSize <= Int64(maximumDatabaseSize),
            try FileReader.prefix(of: path, count: header.count) == header
        else { return nil }
        var counts: [SecretKind: Int] = [:]
        let findings: [Finding]
        do {
            findings = try scan(SQLiteDatabase(readOnlyPath: path), counts: &counts)
        } catch is SQLiteError {
            return nil
        }
        guard !findings.isEmpty else { return nil }
        var stored: [UInt8] = []
        try FileReader(path: path).forEachChunk(limit: Int64(maximumDatabaseSize)) { stored.append(contentsOf: $0) }
        let database = try SQLiteDatabase(bytes: stored, name: path, writable: true)
        stored = []
        try database.execute("PRAGMA secure_delete = ON")
        for finding in findings {
            let update = try database.prepare("UPDATE \(quoted(finding.table)) SET \(quoted(finding.column)) = ?1 WHERE rowid = ?2")
            try update.bind(textBytes: finding.redacted, at: 1)
            try update.bind(finding.rowID, at: 2)
            _ = try update.step()
        }
        return Redacted(bytes: try database.serialized(), counts: counts)
    }

    /// Every text value of every table with a rowid, through the secret rules.
    private static func scan(_ database: SQLiteDatabase, counts: inout [SecretKind: Int]) throws -> [Finding] {
        var tables: [String] = []
        let list = try database.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        while try list.step() {
            guard let name = list.string(at: 0) else { continue }
            if let sql = list.string(at: 1), sql.uppercased().contains("WITHOUT ROWID") { continue }
            tables.append(name)
        }
        var findings: [Finding] = []
        for table in tables {
            for column in try database.columns(of: table) {
                let select = try database.prepare("SELECT rowid, \(quoted(column)) FROM \(quoted(table)) WHERE typeof(\(quoted(column))) = 'text' ORDER BY rowid")
                while try select.step() {
                    guard let rowID = select.int(at: 0), let text = select.textBytes(at: 1) else { continue }
                    let redactor = SecretRedactor()
                    let redacted = try redactor.redact(text)
                    guard redactor.total > 0 else { continue }
                    for (kind, count) in redactor.counts { counts[kind, default: 0] += count }
                    findings.append(Finding(table: table, column: column, rowID: Int64(rowID), redacted: redacted))
                }
            }
        }
        return findings
    }

    private static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
