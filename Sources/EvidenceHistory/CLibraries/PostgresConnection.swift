import CLibPQ

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A PostgreSQL failure, turned into a Swift error where the libpq call returns.
package struct PostgresError: Error, Equatable, CustomStringConvertible {
    /// The SQLSTATE (e.g. `40P01` deadlock), empty when the failure is not the server's.
    package var state: String
    package var message: String
    /// The server's host (or socket folder) and port, when connecting failed.
    package var location: String = ""
    package var description: String { message }
}

/// One connection to a PostgreSQL server through libpq. Statements take text parameters (`$1`…)
/// and return rows of text, as the server sends them.
package final class PostgresConnection {
    private let handle: OpaquePointer
    /// Where the server is (host or socket folder, and port), for messages — never the password.
    package let location: String

    /// Connects to a `postgres://` or `postgresql://` URL (or a `key=value` string). Gives up after
    /// 10 seconds unless the URL sets its own `connect_timeout`.
    package init(url: String) throws {
        let keywords = ["connect_timeout", "dbname"]
        let values = ["10", url]
        let connection: OpaquePointer? = Self.withCStrings(keywords) { keywordPointers in
            Self.withCStrings(values) { valuePointers in
                PQconnectdbParams(keywordPointers, valuePointers, 1)
            }
        }
        guard let connection else {
            throw PostgresError(state: "", message: "out of memory connecting to PostgreSQL")
        }
        let host = PQhost(connection).map { String(cString: $0) } ?? ""
        let port = PQport(connection).map { String(cString: $0) } ?? ""
        let location = (host.isEmpty ? "localhost" : host) + (port.isEmpty ? "" : ":\(port)")
        self.location = location
        guard PQstatus(connection) == CONNECTION_OK else {
            let message = Self.firstLine(PQerrorMessage(connection))
            PQfinish(connection)
            throw PostgresError(state: "", message: message, location: location)
        }
        PQsetNoticeProcessor(connection, evidence_pq_ignore_notice, nil)
        handle = connection
    }

    /// Runs one statement with text parameters (nil is NULL); the rows it returns, as text.
    @discardableResult
    package func execute(_ sql: String, _ parameters: [String?] = []) throws -> [[String?]] {
        let result: OpaquePointer? = Self.withOptionalCStrings(parameters) { pointers in
            PQexecParams(handle, sql, Int32(parameters.count), nil, pointers, nil, nil, 0)
        }
        guard let result else { throw PostgresError(state: "", message: Self.firstLine(PQerrorMessage(handle))) }
        defer { PQclear(result) }
        switch PQresultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_EMPTY_QUERY:
            return []
        case PGRES_TUPLES_OK:
            var rows: [[String?]] = []
            let columns = PQnfields(result)
            for row in 0..<PQntuples(result) {
                rows.append((0..<columns).map { column in
                    PQgetisnull(result, row, column) == 1 ? nil : String(cString: PQgetvalue(result, row, column))
                })
            }
            return rows
        default:
            let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) } ?? ""
            throw PostgresError(state: state, message: Self.firstLine(PQresultErrorMessage(result)))
        }
    }

    /// Whether the server is still there (after an error, to tell a lost connection from bad SQL).
    package var isConnected: Bool { PQstatus(handle) == CONNECTION_OK }

    static func firstLine(_ text: UnsafePointer<CChar>?) -> String {
        let message = text.map { String(cString: $0) } ?? ""
        let line = message.split(separator: "\n").first.map(String.init) ?? "unknown error"
        return line.hasPrefix("ERROR:  ") ? String(line.dropFirst(8)) : line
    }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
        withOptionalCStrings(strings, { pointers in body(pointers + [nil]) })
    }

    /// C strings alive for the call; nil stays a null pointer.
    private static func withOptionalCStrings<R>(_ strings: [String?], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
        let copies = strings.map { $0.map { strdup($0) } ?? nil }
        defer { copies.forEach { free($0) } }
        return body(copies.map { $0.map { UnsafePointer($0) } })
    }

    deinit {
        PQfinish(handle)
    }
}

