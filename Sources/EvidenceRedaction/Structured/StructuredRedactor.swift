import EvidenceCore
import EvidenceReaders

/// The formats whose values are redacted where they stand, so the file still parses.
package enum StructuredFormat: String, Sendable, Equatable {
    /// XML: JUnit, XML property lists (text, attribute values, CDATA, comments).
    case xml
    /// JSON and JSON Lines (registration records): strings, and numbers under a secret's key.
    case json
    /// A unified-log export (`log show --style ndjson|json --predicate …`) led by `log`'s banner line
    /// (`Filtering the log data using "…"`): the banner read as text, the rest as JSON.
    case jsonAfterBanner

    /// The format of a file collect redacts, from its kind, name and first bytes; nil for text read
    /// line by line (logs, and anything not recognised as XML or JSON).
    package static func of(kind: EvidenceKind, name: String, head: UnsafeRawBufferPointer) -> StructuredFormat? {
        switch kind {
        // (A checkout's test plan and scheme are JSON and XML whose environment names its secrets beside their values.)
        case .source where name.hasSuffix(".xctestplan"): return .json
        case .source where name.hasSuffix(".xcscheme"): return .xml
        case .log, .source: return nil
        case .junit: return .xml
        case .diagnostics: return .json
        case .plist, .xcresult, .other, .oslog: break
        }
        // A unified-log export is JSON Lines or a JSON array, perhaps after `log`'s own banner line.
        if kind == .oslog, head.starts(with: logBanner.utf8), let newline = head.firstIndex(of: 0x0A),
           let first = head[(newline + 1)...].first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D }),
           first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            return .jsonAfterBanner
        }
        var start = head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < head.count, head[start] == 0x20 || head[start] == 0x09 || head[start] == 0x0A || head[start] == 0x0D { start += 1 }
        let text = UnsafeRawBufferPointer(rebasing: head[start...])
        if text.starts(with: "<?xml".utf8) || text.starts(with: "<plist".utf8) || text.starts(with: "<!DOCTYPE plist".utf8) { return .xml }
        let lowered = name.lowercased()
        if [".xml", ".junit", ".plist"].contains(where: lowered.hasSuffix), text.first == UInt8(ascii: "<") { return .xml }
        if text.first == UInt8(ascii: "{") || [".json", ".jsonl", ".ndjson"].contains(where: lowered.hasSuffix) && text.first == UInt8(ascii: "[") {
            return .json
        }
        return nil
    }

    /// The line `log show` prints before the entries when given a predicate.
    static let logBanner = "Filtering the log data using "
}

/// Redacts a structured file (`StructuredFormat`) inside its values, as a stream: each string is read
/// as its reader reads it (entities, escapes undone) through the same rules as any text, and written
/// back in the format's own escaping only where a secret was found — every other byte is the file's.
/// A key that names a secret (`"token": …`, a plist's `<key>APIToken</key>`, a JUnit property's
/// `name`) has its whole value replaced; a plist's `<data>` holding a secret is zeroed, as a marker
/// would not decode. Should the file stop being XML or JSON part way (a truncated or hand-edited
/// file), the rest is redacted as text, line by line, as before. Memory: one line of one value (a
/// line over `SecretRedactor.maximumLineLength` is cut as the text redactor cuts it), and whole
/// values of secret keys up to `ValueWriter.wholeValueLimit`.
package final class StructuredRedactor {
    package let format: StructuredFormat
    private let writer = ValueWriter()
    private var xml = XMLValueScanner()
    private var json = JSONValueScanner()
    /// The rest of a file that stopped being XML or JSON.
    private var fallback: SecretRedactor?
    /// The banner line before a unified-log export's JSON, until its line ends.
    private var banner: SecretRedactor?

    package init(format: StructuredFormat) {
        self.format = format
        if format == .jsonAfterBanner { banner = SecretRedactor() }
    }

    package var counts: [SecretKind: Int] {
        writer.counts.merging(fallback?.counts ?? [:], uniquingKeysWith: +).merging(bannerCounts, uniquingKeysWith: +)
    }
    private var bannerCounts: [SecretKind: Int] = [:]

    package var total: Int { counts.values.reduce(0, +) }

    /// Values emptied or zeroed whole because their format cannot hold a marker there.
    package var droppedValues: Int { writer.droppedValues }

    /// Whether the file stopped being XML or JSON part way (its rest was redacted as text).
    package var fellBackToText: Bool { fallback != nil }

    package func process(_ chunk: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        if let fallback {
            try fallback.process(chunk, emit: emit)
            return
        }
        var chunk = chunk
        if let banner {
            guard let newline = chunk.firstIndex(of: 0x0A) else { return try banner.process(chunk, emit: emit) }
            try banner.process(UnsafeRawBufferPointer(rebasing: chunk[...newline]), emit: emit)
            try endBanner(banner, emit: emit)
            chunk = UnsafeRawBufferPointer(rebasing: chunk[(newline + 1)...])
        }
        let stopped: Int?
        switch format {
        case .xml: stopped = xml.scan(chunk, writer: writer)
        case .json, .jsonAfterBanner: stopped = json.scan(chunk, writer: writer)
        }
        if let stopped {
            writer.end()
            try flush(emit)
            let text = SecretRedactor()
            fallback = text
            try text.process(UnsafeRawBufferPointer(rebasing: chunk[stopped...]), emit: emit)
            return
        }
        try flush(emit)
    }

    package func finish(emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        if let fallback {
            try fallback.finish(emit: emit)
            return
        }
        // A banner with no line after it: all text.
        if let banner { try endBanner(banner, emit: emit) }
        switch format {
        case .xml: xml.finish(writer: writer)
        case .json, .jsonAfterBanner: json.finish(writer: writer)
        }
        try flush(emit)
    }

    /// Convenience for whole buffers (tests, small files).
    package func redact(_ bytes: [UInt8]) throws -> [UInt8] {
        var output: [UInt8] = []
        try bytes.withUnsafeBytes { try process($0) { output.append(contentsOf: $0) } }
        try finish { output.append(contentsOf: $0) }
        return output
    }

    /// The banner's line is whole: written, its redactions counted, and JSON read from here.
    private func endBanner(_ banner: SecretRedactor, emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        try banner.finish(emit: emit)
        bannerCounts = banner.counts
        self.banner = nil
    }

    private func flush(_ emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard !writer.out.isEmpty else { return }
        try writer.out.withUnsafeBytes { try emit($0) }
        writer.out.removeAll(keepingCapacity: true)
    }
}
