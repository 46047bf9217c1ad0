import CSQLite

/// A SQLite failure, turned into a Swift error where the C call returns.
package struct SQLiteError: Error, Equatable, CustomStringConvertible {
    package var code: Int32
    package var message: String
    package var description: String { message }

    /// The file is not a SQLite database (or is encrypted).
    package var isNotADatabase: Bool { code & 0xFF == SQLITE_NOTADB }
    /// Another connection held the lock for longer than the busy timeout.
    package var isBusy: Bool { code & 0xFF == SQLITE_BUSY || code & 0xFF == SQLITE_LOCKED }
    /// A database from a bundle refused as hostile: its schema runs code on reading (a view, a
    /// trigger, a virtual table), or reading it passed the instruction budget.
    package var isRefused: Bool { code == Self.refusedCode }

    static let refusedCode = SQLITE_AUTH

    static func refused(_ message: String) -> SQLiteError {
        SQLiteError(code: refusedCode, message: message)
    }
}

/// A connection to a SQLite database through the system library.
///
/// A database of a result bundle (`init(readOnlyPath:)`, `init(bytes:)`) is untrusted: it is opened
/// read-only (or in memory), in defensive mode with `trusted_schema` off, refused when its schema
/// holds a view, a trigger or a virtual table (Xcode writes only tables and indexes; those are what
/// can run code, or an endless query, while a table is read), and every statement on it draws on one
/// budget of virtual-machine instructions (`instructionBudget`), past which it is interrupted.
package final class SQLiteDatabase {
    private let handle: OpaquePointer
    package let path: String
    /// What is left of the instruction budget of an untrusted connection, in steps of
    /// `budgetStep` instructions (nil: the history store, which is the user's).
    private let budget: UnsafeMutablePointer<evidence_sqlite_budget>?

    /// Instructions per tick of the budget.
    static let budgetStep: Int32 = 1000
    /// The instructions a bundle's database may take in all: about 4 s of one core here, enough to
    /// read millions of rows, and a bound on any query a hostile schema could make endless.
    package static let instructionBudget: Int64 = 250_000_000
    /// The longest text or blob an untrusted database may hand back (a bundle's longest is a message).
    static let maximumValueLength: Int32 = 64 << 20

    /// A bundle's database file, read-only (untrusted, above). `followingLinks: false` refuses a
    /// path with a symbolic link in it (collect opens the real path of a file it listed). `name`
    /// is how errors name it when the path is not its name (a spooled copy).
    package init(readOnlyPath path: String, name: String? = nil, followingLinks: Bool = true, instructionBudget: Int64 = SQLiteDatabase.instructionBudget) throws {
        var connection: OpaquePointer?
        // immutable=1: the bundle is evidence; never create journals or WAL files beside it.
        let uri = "file:" + Self.percentEncodedPath(path) + "?mode=ro&immutable=1"
        let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | (followingLinks ? 0 : SQLITE_OPEN_NOFOLLOW)
        let result = sqlite3_open_v2(uri, &connection, flags, nil)
        guard result == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            if let connection { sqlite3_close_v2(connection) }
            throw SQLiteError(code: result, message: message)
        }
        self.handle = connection
        self.path = name ?? path
        self.budget = Self.distrust(connection, instructionBudget: instructionBudget)
        try refuseActiveSchema()
    }

    /// Defensive mode, no trusted schema, no extensions, bounded values, and the instruction budget.
    private static func distrust(_ connection: OpaquePointer, instructionBudget: Int64) -> UnsafeMutablePointer<evidence_sqlite_budget> {
        _ = evidence_sqlite_distrust(connection)
        sqlite3_limit(connection, SQLITE_LIMIT_LENGTH, maximumValueLength)
        let budget = UnsafeMutablePointer<evidence_sqlite_budget>.allocate(capacity: 1)
        budget.initialize(to: evidence_sqlite_budget(remaining: instructionBudget / Int64(budgetStep), exhausted: 0))
        evidence_sqlite_set_budget(connection, budget, budgetStep)
        return budget
    }

    /// Refuses a schema with anything but tables and indexes: a view, a trigger or a virtual table
    /// standing where the reader expects a table could run an endless query, or code, when read.
    private func refuseActiveSchema() throws {
        let statement = try prepare("SELECT type, name FROM sqlite_master WHERE type IN ('view', 'trigger') OR (type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%') ORDER BY type, name LIMIT 1")
        guard try statement.step() else { return }
        let kind = statement.string(at: 0) == "table" ? "virtual table" : statement.string(at: 0) ?? "object"
        throw SQLiteError.refused("its schema defines the \(kind) \(statement.string(at: 1) ?? ""), which a result bundle's database never holds (only tables and indexes), so it is not read")
    }

    /// A read-write connection to a database file, created when missing (the history store). Waits up
    /// to `busyTimeout` milliseconds for another process's lock instead of failing at once.
    package init(path: String, busyTimeout: Int32) throws {
        var connection: OpaquePointer?
        let result = sqlite3_open_v2(path, &connection, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil)
        guard result == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            if let connection { sqlite3_close_v2(connection) }
            throw SQLiteError(code: result, message: message)
        }
        sqlite3_busy_timeout(connection, busyTimeout)
        self.handle = connection
        self.path = path
        self.budget = nil
    }

    /// A database over bytes held in memory (a bundle read from inside an archive), so nothing is
    /// extracted to disk; read-only unless `writable`, when it may grow and `serialized()` gives the
    /// changed bytes back.
    package init(bytes: [UInt8], name: String, writable: Bool = false, instructionBudget: Int64 = SQLiteDatabase.instructionBudget) throws {
        var connection: OpaquePointer?
        let opened = sqlite3_open_v2(":memory:", &connection, SQLITE_OPEN_READWRITE, nil)
        guard opened == SQLITE_OK, let connection else {
            if let connection { sqlite3_close_v2(connection) }
            throw SQLiteError(code: opened, message: "cannot open an in-memory database")
        }
        guard let copy = sqlite3_malloc64(sqlite3_uint64(max(bytes.count, 1))) else {
            sqlite3_close_v2(connection)
            throw SQLiteError(code: SQLITE_NOMEM, message: "out of memory for \(bytes.count) bytes")
        }
        bytes.withUnsafeBytes { source in
            if let base = source.baseAddress { copy.copyMemory(from: base, byteCount: bytes.count) }
        }
        let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | (writable ? SQLITE_DESERIALIZE_RESIZEABLE : SQLITE_DESERIALIZE_READONLY))
        let result = sqlite3_deserialize(connection, "main", copy.assumingMemoryBound(to: UInt8.self), sqlite3_int64(bytes.count), sqlite3_int64(bytes.count), flags)
        guard result == SQLITE_OK else {
            let message = String(cString: sqlite3_errmsg(connection))
            sqlite3_close_v2(connection)
            throw SQLiteError(code: result, message: message)
        }
        self.handle = connection
        self.path = name
        self.budget = Self.distrust(connection, instructionBudget: instructionBudget)
        try refuseActiveSchema()
    }

    /// Compiles one statement.
    package func prepare(_ sql: String) throws -> SQLiteStatement {
        var statement: OpaquePointer?
        let result = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard result == SQLITE_OK, let statement else {
            throw error(result)
        }
        return SQLiteStatement(statement, database: self)
    }

    /// Runs statements that return no rows.
    package func execute(_ sql: String) throws {
        let result = sqlite3_exec(handle, sql, nil, nil, nil)
        guard result == SQLITE_OK else { throw error(result) }
    }

    /// The error for a failed call: an interruption by the budget is a refusal that says so.
    fileprivate func error(_ result: Int32) -> SQLiteError {
        if let budget, budget.pointee.exhausted != 0 {
            return .refused("reading it passed the budget of SQLite instructions a bundle's database may take (an endless query?), so it was stopped")
        }
        return SQLiteError(code: result, message: lastErrorMessage)
    }

    /// The database's bytes, as a file holding it would have them.
    package func serialized() throws -> [UInt8] {
        var size: sqlite3_int64 = 0
        guard let data = sqlite3_serialize(handle, "main", &size, 0) else {
            throw SQLiteError(code: SQLITE_NOMEM, message: "cannot serialize \(path)")
        }
        defer { sqlite3_free(data) }
        return Array(UnsafeBufferPointer(start: data, count: Int(size)))
    }

    /// The names of the columns of `table`, empty when the table does not exist.
    package func columns(of table: String) throws -> [String] {
        let statement = try prepare("SELECT name FROM pragma_table_info(?1)")
        try statement.bind(table, at: 1)
        var names: [String] = []
        while try statement.step() {
            if let name = statement.string(at: 0) { names.append(name) }
        }
        return names
    }

    fileprivate var lastErrorMessage: String { String(cString: sqlite3_errmsg(handle)) }

    private static func percentEncodedPath(_ path: String) -> String {
        var out = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "?": out += "%3F"
            case "#": out += "%23"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    deinit {
        sqlite3_close_v2(handle)
        budget?.deallocate()
    }
}

/// One compiled statement; rows are read with `step()` and the typed column accessors.
package final class SQLiteStatement {
    private let handle: OpaquePointer
    private let database: SQLiteDatabase

    fileprivate init(_ handle: OpaquePointer, database: SQLiteDatabase) {
        self.handle = handle
        self.database = database
    }

    package func bind(_ text: String, at index: Int32) throws {
        let result = sqlite3_bind_text(handle, index, text, -1, evidence_sqlite_transient())
        guard result == SQLITE_OK else { throw SQLiteError(code: result, message: database.lastErrorMessage) }
    }

    /// Binds text given as bytes, kept byte for byte (not re-encoded).
    package func bind(textBytes: [UInt8], at index: Int32) throws {
        // An empty array may have no storage: bind the empty string then.
        let bytes = textBytes.isEmpty ? [0] : textBytes
        let result = bytes.withUnsafeBytes { buffer in
            sqlite3_bind_text(handle, index, buffer.baseAddress!.assumingMemoryBound(to: CChar.self), Int32(textBytes.count), evidence_sqlite_transient())
        }
        guard result == SQLITE_OK else { throw SQLiteError(code: result, message: database.lastErrorMessage) }
    }

    package func bindNull(at index: Int32) throws {
        let result = sqlite3_bind_null(handle, index)
        guard result == SQLITE_OK else { throw SQLiteError(code: result, message: database.lastErrorMessage) }
    }

    /// Makes the statement ready to run again with new bindings.
    package func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    package func bind(_ value: Int64, at index: Int32) throws {
        let result = sqlite3_bind_int64(handle, index, value)
        guard result == SQLITE_OK else { throw SQLiteError(code: result, message: database.lastErrorMessage) }
    }

    /// Advances to the next row; false when there are no more.
    package func step() throws -> Bool {
        let result = sqlite3_step(handle)
        if result == SQLITE_ROW { return true }
        if result == SQLITE_DONE { return false }
        throw database.error(result)
    }

    package var columnCount: Int32 { sqlite3_column_count(handle) }

    package func columnName(_ index: Int32) -> String {
        sqlite3_column_name(handle, index).map { String(cString: $0) } ?? ""
    }

    package func isNull(at index: Int32) -> Bool { sqlite3_column_type(handle, index) == SQLITE_NULL }

    package func string(at index: Int32) -> String? {
        guard let text = sqlite3_column_text(handle, index) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, index))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// A text value's bytes as stored (no UTF-8 repair).
    package func textBytes(at index: Int32) -> [UInt8]? {
        guard let text = sqlite3_column_text(handle, index) else { return nil }
        return Array(UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, index))))
    }

    package func int(at index: Int32) -> Int? {
        isNull(at: index) ? nil : Int(sqlite3_column_int64(handle, index))
    }

    package func double(at index: Int32) -> Double? {
        isNull(at: index) ? nil : sqlite3_column_double(handle, index)
    }

    deinit {
        sqlite3_finalize(handle)
    }
}
