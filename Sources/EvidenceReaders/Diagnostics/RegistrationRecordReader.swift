import EvidenceCore
import Foundation

/// Reads registration records (JSON Lines, one `evidence.diagnostic/v1` object per line) as a stream.
/// A bad line is reported with its number and why; the other lines are kept.
package final class RegistrationRecordReader {
    package struct Problem: Hashable, Sendable, CustomStringConvertible {
        package var line: Int
        package var message: String
        package var description: String { "line \(line): \(message)" }
    }

    package struct Reading: Sendable {
        package var records: [RegistrationRecord]
        package var problems: [Problem]
        /// Bad lines beyond the ones kept in `problems`.
        package var moreProblems: Int
    }

    static let keys: Set<String> = ["schema", "identifier", "taskKind", "phase", "outcome", "errorType", "timestamp", "test"]
    static let maximumProblems = 100
    /// An app writes a few records per run and the recorder bounds its file; more than this is not a
    /// records file worth holding in memory.
    static let maximumRecords = 200_000
    /// A record is a few hundred bytes; a longer line is not one.
    static let maximumLineLength = 16 * 1024

    package let evidencePath: String
    private var splitter = LogLineSplitter(maximumLineLength: RegistrationRecordReader.maximumLineLength)
    private var records: [RegistrationRecord] = []
    private var problems: [Problem] = []
    private var moreProblems = 0

    package init(evidencePath: String) {
        self.evidencePath = evidencePath
    }

    package static func read(path: String, evidencePath: String? = nil) throws -> Reading {
        let reader = RegistrationRecordReader(evidencePath: evidencePath ?? path)
        try FileReader(path: path).forEachChunk { reader.consume($0) }
        return reader.finish()
    }

    package func consume(_ chunk: UnsafeRawBufferPointer) {
        splitter.feed(chunk) { handle($0) }
    }

    package func finish() -> Reading {
        splitter.finish { handle($0) }
        return Reading(records: records, problems: problems, moreProblems: moreProblems)
    }

    private func handle(_ line: LogLine) {
        guard !line.isBlank else { return }
        if line.count >= Self.maximumLineLength {
            return problem(line, "longer than \(Self.maximumLineLength) bytes; a record is one short JSON object")
        }
        let data = Data(line.bytes)
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            return problem(line, "not a JSON object")
        }
        switch Self.record(object, evidence: line.pointer(evidencePath)) {
        case .success(let record):
            guard records.count < Self.maximumRecords else {
                return problem(line, "more than \(Self.maximumRecords) records; the rest are not read")
            }
            records.append(record)
        case .failure(let reason): problem(line, reason.message)
        }
    }

    private func problem(_ line: LogLine, _ message: String) {
        if problems.count < Self.maximumProblems {
            problems.append(Problem(line: line.number, message: message))
        } else {
            moreProblems += 1
        }
    }

    struct Reason: Error { var message: String }

    /// The optional `test`: absent (records from outside a test, or older ones) or a test's identifier.
    static func test(_ value: Any?) -> Result<String?, Reason> {
        guard let value else { return .success(nil) }
        guard let text = value as? String, RegistrationRecord.isTestIdentifier(text) else {
            return .failure(Reason(message: "\"test\" is not a test identifier (Suite/name: parts of letters, digits, blanks between words and _ . - ( ) : joined by /, at most \(RegistrationRecord.maximumTestLength) bytes)"))
        }
        return .success(text)
    }

    static func record(_ object: [String: Any], evidence: EvidencePointer) -> Result<RegistrationRecord, Reason> {
        guard object["schema"] as? String == RegistrationRecord.schema else {
            return .failure(Reason(message: "\"schema\" is not \"\(RegistrationRecord.schema)\""))
        }
        if let extra = object.keys.sorted().first(where: { !keys.contains($0) }) {
            return .failure(Reason(message: "unexpected key \"\(extra)\" (records hold only \(keys.sorted().joined(separator: ", ")))"))
        }
        func value<T: RawRepresentable>(_ key: String, _: T.Type) -> Result<T, Reason> where T.RawValue == String, T: CaseIterable {
            guard let text = object[key] as? String else { return .failure(Reason(message: "\"\(key)\" is missing or not a string")) }
            guard let parsed = T(rawValue: text) else {
                return .failure(Reason(message: "\"\(key)\" is \"\(text)\", not one of \(T.allCases.map(\.rawValue).joined(separator: ", "))"))
            }
            return .success(parsed)
        }
        guard let identifier = object["identifier"] as? String, !identifier.isEmpty else {
            return .failure(Reason(message: "\"identifier\" is missing or empty"))
        }
        // A task identifier is a reverse-DNS name: control characters or spaces in one are damage
        // (and would break every message that prints it).
        guard identifier.count <= 255, identifier.unicodeScalars.allSatisfy({ !$0.properties.isWhitespace && $0.value >= 0x20 && $0.value != 0x7F }) else {
            return .failure(Reason(message: "\"identifier\" holds spaces or control characters"))
        }
        guard let timestamp = object["timestamp"] as? String else {
            return .failure(Reason(message: "\"timestamp\" is missing or not a string"))
        }
        let errorType: String?
        switch object["errorType"] {
        case nil, is NSNull: errorType = nil
        case let text as String: errorType = text
        default: return .failure(Reason(message: "\"errorType\" is neither a string nor null"))
        }
        do {
            return .success(RegistrationRecord(
                identifier: identifier, taskKind: try value("taskKind", RegistrationRecord.TaskKind.self).get(),
                phase: try value("phase", RegistrationRecord.Phase.self).get(),
                outcome: try value("outcome", RegistrationRecord.Outcome.self).get(),
                errorType: errorType, timestamp: timestamp, evidence: evidence, test: try test(object["test"]).get()))
        } catch {
            // `get()` of a Result<_, Reason> throws only a Reason.
            return .failure(error)
        }
    }
}
