import EvidenceCore
import Foundation

/// Reads a log or JUnit file from a stream that can be read only once — standard input (`-`), a
/// pipe or a process substitution (`<(…)`): the first bytes are held to recognise the kind, then
/// the log is read on, chunk by chunk, as from a file.
public enum LogStreamReader {
    /// JUnit is parsed whole; from a stream it is held in memory up to this size.
    public static let maximumJUnitSize = 64 << 20

    public static func read(_ reader: FileReader, name: String) throws -> (report: TestRunReport, reader: TestLogReader?) {
        var prefix: [UInt8] = []
        var log: TestLogReader?
        var junit: [UInt8]?
        func decide() {
            if EvidenceRecognizer.kind(ofFileNamed: name, prefix: Array(prefix.prefix(EvidenceRecognizer.prefixLength))) == .junit {
                junit = prefix
            } else {
                let reader = TestLogReader(evidencePath: name)
                prefix.withUnsafeBytes { reader.consume($0) }
                log = reader
            }
            prefix = []
        }
        try reader.forEachChunk { chunk in
            if let log {
                log.consume(chunk)
                return
            }
            if junit != nil {
                junit!.append(contentsOf: chunk)
                guard junit!.count <= maximumJUnitSize else {
                    throw EvidenceError(.malformedInput, "\(name) is a JUnit file larger than \(maximumJUnitSize >> 20) MiB, more than is read from a stream; save it to a file first.")
                }
                return
            }
            prefix.append(contentsOf: chunk)
            if prefix.count >= EvidenceRecognizer.prefixLength { decide() }
        }
        if log == nil && junit == nil { decide() }
        if let junit {
            try JUnitReader.refuseEntities(Array(junit.prefix(64 * 1024)), name: name)
            return (try JUnitReader(evidencePath: name).read(InputStream(data: Data(junit)), name: name), nil)
        }
        return (log!.finish(), log)
    }
}
