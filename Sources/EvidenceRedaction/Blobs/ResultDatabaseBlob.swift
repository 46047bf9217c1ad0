import EvidenceCore

/// A result bundle's SQLite files — `database.sqlite3` (Xcode 16 and later keep failure messages
/// there) and a `-wal`/`-journal` file a killed run left beside it — whose bytes hold secrets.
///
/// The raw bytes are scanned (live rows, rows deleted without `secure_delete`, pages of a log), and
/// the values of a database as SQLite reads them (a long text runs on across pages).
/// A database with secrets is loaded into memory, each text value with a secret updated with it
/// redacted (`secure_delete` on), and rebuilt with `VACUUM`, so nothing deleted lingers. Then every
/// value is scanned again; only a database where none is left is archived. One that cannot be
/// redacted that way — too large to hold, unreadable, a secret in a blob or a table without rowids,
/// or a log or journal file (whose pages cannot be rewritten) — is left out of the archive and named
/// in the manifest: evidence loses a file rather than leak a secret. The same bytes and SQLite library
/// give the same result.
package enum ResultDatabaseBlob {
    static let maximumDatabaseSize = 8 << 20
    package static let header = Array("SQLite format 3\u{0}".utf8)

    /// A text value that holds a secret.
    private struct Finding {
        var table: String
        var column: String
        var rowID: Int64
        var redacted: [UInt8]
    }

    private struct Unredactable: Error {
        var reason: String
    }

    /// What to do with the file (`head`: its first bytes); nil when it is not a SQLite file of a
    /// bundle or holds no secret.
    package static func outcome(file: ListedFile, storedSize: Int64, head: [UInt8]) throws -> RewriteOutcome? {
        let path = file.path
        let isDatabase = head.starts(with: header)
        let isLog = path.hasSuffix(".sqlite3-wal") || path.hasSuffix(".sqlite3-journal") || path.hasSuffix(".sqlite-wal")
            || path.hasSuffix(".sqlite-journal") || head.starts(with: [0x37, 0x7F, 0x06, 0x82]) || head.starts(with: [0x37, 0x7F, 0x06, 0x83])
        guard isDatabase || isLog else { return nil }
        let rawSecret = try rawBytesHoldSecret(file, storedSize: storedSize)
        guard isDatabase else {
            return rawSecret ? .leftOut(reason: "a SQLite log or journal holding text with secrets, which cannot be redacted in place") : nil
        }
        guard storedSize <= Int64(maximumDatabaseSize) else {
            // Too large to hold, but not to read value by value (SQLite holds one page at a time):
            // a secret cut in two by an overflow page is whole in its value.
            return try rawSecret || valuesHoldSecret(file) ? .leftOut(reason: "a database over \(maximumDatabaseSize >> 20) MiB holding text with secrets, too large to redact") : nil
        }
        // Values too: a text longer than a page runs on in overflow pages, so a secret can stand in
        // the raw bytes cut in two.
        guard try rawSecret || valuesHoldSecret(file) else { return nil }
        do {
            return try redact(file)
        } catch let unredactable as Unredactable {
            return .leftOut(reason: "a database holding secrets that cannot be redacted (\(unredactable.reason))")
        } catch let error as SQLiteError {
            return .leftOut(reason: "a database holding secrets that cannot be redacted (SQLite: \(error.message))")
        }
    }

    /// Whether any value holds a secret, the database read in place; a database SQLite cannot read
    /// is judged by its raw bytes alone.
    private static func valuesHoldSecret(_ file: ListedFile) throws -> Bool {
        var counts: [SecretKind: Int] = [:]
        do {
            // SQLite opens the file by its name: only once it is still the file listed, and never
            // through a link (the listed path is real); it must still be that file afterwards.
            let listed = try file.open()
            let before = try listed.identity()
            let found = try !scan(SQLiteDatabase(readOnlyPath: file.path, followingLinks: false), counts: &counts).isEmpty
            guard try FileReader(listed: file).identity() == before else { throw FileReplaced(path: file.path, now: .anotherFile) }
            return found
        } catch is Unredactable {
            return true
        } catch is SQLiteError {
            return false
        }
    }

    /// The bytes through the secret rules, as text (SQLite stores text as it is).
    private static func rawBytesHoldSecret(_ file: ListedFile, storedSize: Int64) throws -> Bool {
        let counts = try StreamedSecretScan.counts(file: file, storedSize: storedSize, decompressing: false) { _ in true }
        return !(counts ?? [:]).isEmpty
    }

    private static func redact(_ file: ListedFile) throws -> RewriteOutcome {
        let path = file.path
        var stored: [UInt8] = []
        try file.open().forEachChunk(limit: Int64(maximumDatabaseSize)) { stored.append(contentsOf: $0) }
        // A database left in WAL mode (bytes 18 and 19 = 2) opens in memory only as a rollback one.
        if stored.count > 19, stored[18] == 2 || stored[19] == 2 { (stored[18], stored[19]) = (1, 1) }
        let database = try SQLiteDatabase(bytes: stored, name: path, writable: true)
        stored = []
        try database.execute("PRAGMA secure_delete = ON")
        var counts: [SecretKind: Int] = [:]
        for finding in try scan(database, counts: &counts) {
            let update = try database.prepare("UPDATE \(quoted(finding.table)) SET \(quoted(finding.column)) = ?1 WHERE _rowid_ = ?2")
            try update.bind(textBytes: finding.redacted, at: 1)
            try update.bind(finding.rowID, at: 2)
            _ = try update.step()
        }
        try database.execute("VACUUM")
        var left: [SecretKind: Int] = [:]
        guard try scan(database, counts: &left).isEmpty, left.isEmpty else {
            throw Unredactable(reason: "a secret is still there after the update: a trigger, or a column named rowid")
        }
        return .rewritten(bytes: try database.serialized(), counts: counts)
    }

    /// Every value of every table through the secret rules; the text values of tables with rowids
    /// that hold secrets are returned, to update. A secret anywhere else cannot be updated.
    private static func scan(_ database: SQLiteDatabase, counts: inout [SecretKind: Int]) throws -> [Finding] {
        var tables: [(name: String, hasRowID: Bool)] = []
        let list = try database.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND substr(name, 1, 7) <> 'sqlite_' ORDER BY name")
        while try list.step() {
            guard let name = list.string(at: 0) else { continue }
            tables.append((name, !(list.string(at: 1) ?? "").uppercased().contains("WITHOUT ROWID")))
        }
        var findings: [Finding] = []
        for table in tables {
            let columns = try database.columns(of: table.name)
            var named = try namedValues(table, columns: columns, in: database, counts: &counts)
            findings += named.values
            for column in columns {
                let rowID = table.hasRowID ? "_rowid_" : "0"
                let select = try database.prepare("SELECT \(rowID), typeof(\(quoted(column))), CAST(\(quoted(column)) AS TEXT) FROM \(quoted(table.name)) WHERE typeof(\(quoted(column))) IN ('text', 'blob') ORDER BY 1")
                while try select.step() {
                    guard let text = select.textBytes(at: 2) else { continue }
                    if let row = select.int(at: 0), named.removeValue(forKey: NamedCell(column: column, rowID: Int64(row))) != nil { continue }
                    let redactor = SecretRedactor()
                    let redacted = try redactor.redact(text)
                    guard redactor.total > 0 else { continue }
                    guard table.hasRowID, select.string(at: 1) == "text", let row = select.int(at: 0) else {
                        throw Unredactable(reason: "a secret in \(table.hasRowID ? "a blob of" : "a table without rowids,") \(table.name).\(column)")
                    }
                    for (kind, count) in redactor.counts { counts[kind, default: 0] += count }
                    findings.append(Finding(table: table.name, column: column, rowID: Int64(row), redacted: redacted))
                }
            }
        }
        return findings
    }

    private struct NamedCell: Hashable {
        var column: String
        var rowID: Int64
    }

    /// Key/value rows (`UserInfoKeyValues`: a `key` column naming `API_TOKEN` beside a
    /// `stringValue`): the text values of a row whose key names a secret are secrets as a whole.
    private static func namedValues(_ table: (name: String, hasRowID: Bool), columns: [String], in database: SQLiteDatabase, counts: inout [SecretKind: Int]) throws -> [NamedCell: Finding] {
        guard table.hasRowID, let keyColumn = columns.first(where: { $0.lowercased() == "key" }) else { return [:] }
        var named: [NamedCell: Finding] = [:]
        for column in columns where column != keyColumn {
            let select = try database.prepare("SELECT _rowid_, \(quoted(keyColumn)), \(quoted(column)) FROM \(quoted(table.name)) WHERE typeof(\(quoted(keyColumn))) = 'text' AND typeof(\(quoted(column))) = 'text' AND length(\(quoted(column))) > 0 AND substr(\(quoted(column)), 1, 10) <> '[REDACTED:' ORDER BY 1")
            while try select.step() {
                guard let row = select.int(at: 0), let kind = select.textBytes(at: 1).flatMap(SecretScanner.keyKind) else { continue }
                counts[kind, default: 0] += 1
                named[NamedCell(column: column, rowID: Int64(row))] = Finding(table: table.name, column: column, rowID: Int64(row), redacted: kind.replacement)
            }
        }
        return named
    }

    private static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
