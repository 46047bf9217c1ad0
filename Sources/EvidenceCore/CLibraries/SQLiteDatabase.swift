import CSQLite

/// A SQLite failure, turned into a Swift error where the C call returns.
public struct SQLiteError: Error, Equatable, CustomStringConvertible {
    public var code: Int32
    public var message: String
    public var description: String { message }

    /// The file is not a SQLite database (or is encrypted).
    public var isNotADatabase: Bool { code & 0xFF == SQLITE_NOTADB }
    /// Another connection held the lock for longer than the busy timeout.
    public var isBusy: Bool { code & 0xFF == SQLITE_BUSY || code & 0xFF == SQLITE_LOCKED }
}

/// A read-only connection to a SQLite database file through the system library.
public final class SQLiteDatabase {
    private let handle: OpaquePointer
    public let path: String

    public init(readOnlyPath path: String) throws {
        var connection: OpaquePointer?
        // immutable=1: the bundle is evidence; never create journals or WAL files beside it.
        let uri = "file:" + Self.percentEncodedPath(path) + "?mode=ro&immutable=1"
        let result = sqlite3_open_v2(uri, &connection, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nil)
        guard result == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            if let connection { sqlite3_close_v2(connection) }
            throw SQLiteError(code: result, message: message)
        }
        self.handle = connection
        self.path = path
    }

    /// A read-write connection to a database file, created when missing (the history store). Waits up
    /// to `busyTimeout` milliseconds for another process's lock instead of failing at once.
    public init(path: String, busyTimeout: Int32) throws {
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
    }

    /// A database over bytes held in memory (a bundle read from inside an archive), so nothing is
    /// extracted to disk; read-only unless `writable`, when it may grow and `serialized()` gives the
    /// changed bytes back.
    public init(bytes: [UInt8], name: String, writable: Bool = false) throws {
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
    }

    /// Compiles one statement.
    public func prepare(_ sql: String) throws -> SQLiteStatement {
        var statement: OpaquePointer?
        let result = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard result == SQLITE_OK, let statement else {
            throw SQLiteError(code: result, message: String(cString: sqlite3_errmsg(handle)))
        }
        return SQLiteStatement(statement, database: self)
    }

    /// Runs statements that return no rows.
    public func execute(_ sql: String) throws {
        let result = sqlite3_exec(handle, sql, nil, nil, nil)
        guard result == SQLITE_OK else { throw SQLiteError(code: result, message: lastErrorMessage) }
    }

    /// The database's bytes, as a file holding it would have them.
    public func serialized() throws -> [UInt8] {
        var size: sqlite3_int64 = 0
        guard let data = sqlite3_serialize(handle, "main", &size, 0) else {
            throw SQLiteError(code: SQLITE_NOMEM, message: "cannot serialize \(path)")
        }
        defer { sqlite3_free(data) }
        return Array(UnsafeBufferPointer(start: data, count: Int(size)))
    }

    /// The names of the columns of `table`, empty when the table does not exist.
    public func columns(of table: String) throws -> [String] {
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
    }
}

/// One compiled statement; rows are read with `step()` and the typed column accessors.
public final class SQLiteStatement {
    private let handle: OpaquePointer
    private let database: SQLiteDatabase

    fileprivate init(_ handle: OpaquePointer, database: SQLiteDatabase) {
        self.handle = handle
        self.database = database
    }

    public func bind(_ text: String, at index: Int32) throws {
        let result = sqlite3_bind_text(handle, index, text, -1, evidence_sqlite_transient())
        guard result == SQLITE_OK else { throw SQLiteError(code: result, message: database.lastErrorMessage) }
    }

    /// Binds text given as bytes, kept byte for byte (not re-encoded).
    public func bind(textBytes: [UInt8], at index: Int32) throws {
        // An empty array may have no storage: bind the empty string then.
        let bytes = textBytes.isEmpty ? [0] : textBytes
        let result = bytes.withUnsafeBytes { buffer in
            sqlite3_bind_text(handle, index, buffer.baseAddress!.assumingMemoryBound(to: CChar.self), Int32(textBytes.count), evidence_sqlite_transient())
        }
        guard result == SQLITE_OK else { throw SQLiteError(code: result, message: database.lastErrorMessage) }
    }

    public func bindNull(at index: Int32) throws {
        let result = sqlite3_bind_null(handle, index)
        guard result == SQLITE_OK else { throw SQLiteError(code: result, message: database.lastErrorMessage) }
    }

    /// Makes the statement ready to run again with new bindings.
    public func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    public func bind(_ value: Int64, at index: Int32) throws {
        let result = sqlite3_bind_int64(handle, index, value)
        guard result == SQLITE_OK else { throw SQLiteError(code: result, message: database.lastErrorMessage) }
    }

    /// Advances to the next row; false when there are no more.
    public func step() throws -> Bool {
        let result = sqlite3_step(handle)
        if result == SQLITE_ROW { return true }
        if result == SQLITE_DONE { return false }
        throw SQLiteError(code: result, message: database.lastErrorMessage)
    }

    public var columnCount: Int32 { sqlite3_column_count(handle) }

    public func columnName(_ index: Int32) -> String {
        sqlite3_column_name(handle, index).map { String(cString: $0) } ?? ""
    }

    public func isNull(at index: Int32) -> Bool { sqlite3_column_type(handle, index) == SQLITE_NULL }

    public func string(at index: Int32) -> String? {
        guard let text = sqlite3_column_text(handle, index) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, index))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// A text value's bytes as stored (no UTF-8 repair).
    public func textBytes(at index: Int32) -> [UInt8]? {
        guard let text = sqlite3_column_text(handle, index) else { return nil }
        return Array(UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, index))))
    }

    public func int(at index: Int32) -> Int? {
        isNull(at: index) ? nil : Int(sqlite3_column_int64(handle, index))
    }

    public func double(at index: Int32) -> Double? {
        isNull(at: index) ? nil : sqlite3_column_double(handle, index)
    }

    deinit {
        sqlite3_finalize(handle)
    }
}
