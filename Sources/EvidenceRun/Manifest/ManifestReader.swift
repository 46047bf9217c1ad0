import EvidenceCore
import EvidenceReaders

/// Reads `manifest.json` straight into `Manifest`, without Foundation's JSON tree and without holding
/// the document: `JSONDecoder` held about 165 MB for 150,000 entries (every value a node before any
/// field is read) beside the bytes themselves, so a 64 MiB manifest passed the 256 MB a command may
/// use. The bytes arrive through a `ByteWindow`; each value is proved JSON (`JSONSyntax`) before it
/// is read, an array element by element, so the window holds one entry at a time. It accepts what
/// `JSONDecoder` accepts of the manifest's shape and fails in the same words (`Manifest.describe`):
/// syntax first ("not valid JSON"), then each object's fields in the order the type declares them
/// ("missing field 'tool'", "wrong type at 'entries.Index 3.size'", "bad value at …"). Unknown
/// fields are skipped; of a repeated field the first counts; a number is an integer where its value
/// is one (`1.0`, `1e2`). Entries past `entryLimit` are counted, not kept: collect never writes more
/// than `Manifest.maximumEntries`, and verify stops reading the archive there.
struct ManifestReader {
    enum Failure: Error, Equatable {
        case notJSON
        case missing(String)
        case wrongType([String])
        case badValue([String])

        var sentence: String {
            switch self {
            case .notJSON: "not valid JSON"
            case .missing(let key): "missing field '\(key)'"
            case .wrongType(let path): "wrong type at '\(path.joined(separator: "."))'"
            case .badValue(let path): "bad value at '\(path.joined(separator: "."))'"
            }
        }
    }

    private let window: ByteWindow
    /// What the window held when last asked (`ByteWindow.View`): read without the class's checks.
    private var view: ByteWindow.View
    private var position = 0
    private let entryLimit: Int
    private(set) var entryCount = 0

    private init(_ window: ByteWindow, entryLimit: Int) {
        self.window = window
        self.entryLimit = entryLimit
        position = JSONSyntax.byteOrderMarkLength(window)
        view = window.view
    }

    /// The manifest of `bytes`, and how many entries it lists (its `entries` holds at most
    /// `entryLimit` of them).
    static func decode(_ bytes: UnsafeRawBufferPointer, entryLimit: Int = .max) throws(Failure) -> (manifest: Manifest, entryCount: Int) {
        try decode(ByteWindow(bytes), entryLimit: entryLimit)
    }

    /// The same, of a document read chunk by chunk (a read error is rethrown as it is).
    static func decode(_ window: ByteWindow, entryLimit: Int = .max) throws(Failure) -> (manifest: Manifest, entryCount: Int) {
        var reader = ManifestReader(window, entryLimit: entryLimit)
        do {
            let manifest = try reader.manifest()
            return (manifest, reader.entryCount)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .notJSON
        }
    }

    // MARK: - The manifest's shape

    /// The manifest's fields as they are read.
    private struct Parts {
        var schema: String?, tool: Manifest.Tool?, created: String?, commit: CommitInfo?, ci: CIMetadata?, compression: String?
        var redactions: Manifest.Redactions?, entries: [Manifest.Entry]?, skipped: [SkippedInput]?, skippedTotal: Int?
        var sources: Manifest.Sources?

        func manifest() throws -> Manifest {
            guard let schema, let tool, let created, let commit, let compression, let redactions, let entries, let skipped, let skippedTotal else {
                throw Failure.notJSON
            }
            return Manifest(
                schema: schema, tool: tool, created: created, commit: commit, ci: ci, compression: compression, redactions: redactions,
                entries: entries, skipped: skipped, skippedTotal: skippedTotal, sources: sources)
        }
    }

    private mutating func manifest() throws -> Manifest {
        skipSpace()
        guard peek == UInt8(ascii: "{") else {
            // Not an object: JSON of another kind is the wrong type, anything else no JSON.
            var syntax = JSONSyntax(window, at: position)
            throw syntax.isDocumentRest() ? Failure.wrongType([]) : Failure.notJSON
        }
        var parts = Parts()
        let fields = Fields(["schema", "tool", "created", "commit", "ci", "compression", "redactions", "entries", "skipped", "skippedTotal", "sources"])
        try object([], fields) { (reader: inout ManifestReader, key, path) in try reader.manifestField(key, path, fields, &parts) }
        // Only space after the document, before any field's failure counts.
        skipSpace()
        guard peek == nil else { throw Failure.notJSON }
        try fields.check(optional: ["ci", "sources"])
        return try parts.manifest()
    }

    private mutating func manifestField(_ key: String, _ path: [String], _ fields: Fields, _ parts: inout Parts) throws {
        switch key {
        case "schema": parts.schema = try fields.read(key) { try string(path) }
        case "tool": parts.tool = try fields.read(key) { try tool(path) }
        case "created": parts.created = try fields.read(key) { try string(path) }
        case "commit": parts.commit = try fields.read(key) { try commit(path) }
        case "ci": parts.ci = try fields.read(key) { try optional(path) { (r: inout ManifestReader) in try r.ci(path) } }
        case "compression": parts.compression = try fields.read(key) { try string(path) }
        case "redactions": parts.redactions = try fields.read(key) { try redactions(path) }
        case "entries": parts.entries = try fields.read(key) { try entries(path) }
        case "skipped": parts.skipped = try fields.read(key) { try skipped(path) }
        case "skippedTotal": parts.skippedTotal = try fields.read(key) { try integer(path) }
        case "sources": parts.sources = try fields.read(key) { try optional(path) { (r: inout ManifestReader) in try r.sources(path) } }
        default: try skipValue()
        }
    }

    private mutating func tool(_ path: [String]) throws -> Manifest.Tool {
        var name: String?, version: String?
        let fields = Fields(["name", "version"])
        try object(path, fields) { (reader: inout ManifestReader, key, path) in
            switch key {
            case "name": name = try fields.read(key) { try reader.string(path) }
            case "version": version = try fields.read(key) { try reader.string(path) }
            default: try reader.skipValue()
            }
        }
        try fields.check()
        return Manifest.Tool(name: name!, version: version!)
    }

    private mutating func commit(_ path: [String]) throws -> CommitInfo {
        var sha: String??, source: String?
        let fields = Fields(["sha", "source"])
        try object(path, fields) { (reader: inout ManifestReader, key, path) in
            switch key {
            case "sha": sha = try fields.read(key) { try reader.optional(path) { (r: inout ManifestReader) in try r.string(path) } }
            case "source": source = try fields.read(key) { try reader.string(path) }
            default: try reader.skipValue()
            }
        }
        try fields.check(optional: ["sha"])
        return CommitInfo(sha: sha ?? nil, source: source!)
    }

    private mutating func ci(_ path: [String]) throws -> CIMetadata {
        var provider: String?, runURL: String??, job: String??, branch: String??
        let fields = Fields(["provider", "runURL", "job", "branch"])
        try object(path, fields) { (reader: inout ManifestReader, key, path) in
            func text() throws -> String? { try reader.optional(path) { (r: inout ManifestReader) in try r.string(path) } }
            switch key {
            case "provider": provider = try fields.read(key) { try reader.string(path) }
            case "runURL": runURL = try fields.read(key, text)
            case "job": job = try fields.read(key, text)
            case "branch": branch = try fields.read(key, text)
            default: try reader.skipValue()
            }
        }
        try fields.check(optional: ["runURL", "job", "branch"])
        return CIMetadata(provider: provider!, runURL: runURL ?? nil, job: job ?? nil, branch: branch ?? nil)
    }

    private mutating func redactions(_ path: [String]) throws -> Manifest.Redactions {
        var total: Int?, byRule: [String: Int]?
        let fields = Fields(["total", "byRule"])
        try object(path, fields) { (reader: inout ManifestReader, key, path) in
            switch key {
            case "total": total = try fields.read(key) { try reader.integer(path) }
            case "byRule": byRule = try fields.read(key) { try reader.counts(path) }
            default: try reader.skipValue()
            }
        }
        try fields.check()
        return Manifest.Redactions(total: total!, byRule: byRule!)
    }

    private mutating func entries(_ path: [String]) throws -> [Manifest.Entry] {
        var entries: [Manifest.Entry] = []
        try array(path) { (reader: inout ManifestReader, path) in
            let entry = try reader.entry(path)
            if reader.entryCount < reader.entryLimit { entries.append(entry) }
            reader.entryCount += 1
        }
        return entries
    }

    private mutating func entry(_ path: [String]) throws -> Manifest.Entry {
        var entryPath: String?, kind: EvidenceKind?, size: Int?, sha256: String?
        var redactions: Int??, droppedValues: Int??, unredactedSecrets: [String: Int]??
        let fields = Fields(["path", "kind", "size", "sha256", "redactions", "droppedValues", "unredactedSecrets"])
        try object(path, fields) { (reader: inout ManifestReader, key, path) in
            func count() throws -> Int? { try reader.optional(path) { (r: inout ManifestReader) in try r.integer(path) } }
            switch key {
            case "path": entryPath = try fields.read(key) { try reader.string(path) }
            case "kind": kind = try fields.read(key) { try reader.kind(path) }
            case "size": size = try fields.read(key) { try reader.integer(path) }
            case "sha256": sha256 = try fields.read(key) { try reader.string(path) }
            case "redactions": redactions = try fields.read(key, count)
            case "droppedValues": droppedValues = try fields.read(key, count)
            case "unredactedSecrets":
                unredactedSecrets = try fields.read(key) { try reader.optional(path) { (r: inout ManifestReader) in try r.counts(path) } }
            default: try reader.skipValue()
            }
        }
        try fields.check(optional: ["redactions", "droppedValues", "unredactedSecrets"])
        return Manifest.Entry(
            path: entryPath!, kind: kind!, size: Int64(size!), sha256: sha256!, redactions: redactions ?? nil, droppedValues: droppedValues ?? nil,
            unredactedSecrets: unredactedSecrets ?? nil)
    }

    private mutating func kind(_ path: [String]) throws -> EvidenceKind {
        guard let kind = EvidenceKind(rawValue: try string(path)) else { throw Failure.badValue(path) }
        return kind
    }

    private mutating func skipped(_ path: [String]) throws -> [SkippedInput] {
        var skipped: [SkippedInput] = []
        try array(path) { (reader: inout ManifestReader, path) in
            var inputPath: String?, reason: String?
            let fields = Fields(["path", "reason"])
            try reader.object(path, fields) { (reader: inout ManifestReader, key, path) in
                switch key {
                case "path": inputPath = try fields.read(key) { try reader.string(path) }
                case "reason": reason = try fields.read(key) { try reader.string(path) }
                default: try reader.skipValue()
                }
            }
            try fields.check()
            skipped.append(SkippedInput(path: inputPath!, reason: SkipReason(recorded: reason!)))
        }
        return skipped
    }

    private mutating func sources(_ path: [String]) throws -> Manifest.Sources {
        var checkout: String??, unresolved: [Manifest.Sources.Unresolved]?, unresolvedTotal: Int?
        let fields = Fields(["checkout", "unresolved", "unresolvedTotal"])
        try object(path, fields) { (reader: inout ManifestReader, key, path) in
            switch key {
            case "checkout": checkout = try fields.read(key) { try reader.optional(path) { (r: inout ManifestReader) in try r.string(path) } }
            case "unresolved": unresolved = try fields.read(key) { try reader.unresolved(path) }
            case "unresolvedTotal": unresolvedTotal = try fields.read(key) { try reader.integer(path) }
            default: try reader.skipValue()
            }
        }
        try fields.check(optional: ["checkout"])
        return Manifest.Sources(checkout: checkout ?? nil, unresolved: unresolved!, unresolvedTotal: unresolvedTotal!)
    }

    private mutating func unresolved(_ path: [String]) throws -> [Manifest.Sources.Unresolved] {
        var items: [Manifest.Sources.Unresolved] = []
        try array(path) { (reader: inout ManifestReader, path) in
            var itemPath: String?, reason: String?
            let fields = Fields(["path", "reason"])
            try reader.object(path, fields) { (reader: inout ManifestReader, key, path) in
                switch key {
                case "path": itemPath = try fields.read(key) { try reader.string(path) }
                case "reason": reason = try fields.read(key) { try reader.string(path) }
                default: try reader.skipValue()
                }
            }
            try fields.check()
            items.append(Manifest.Sources.Unresolved(path: itemPath!, reason: reason!))
        }
        return items
    }

    /// `{"rule": count, …}`.
    private mutating func counts(_ path: [String]) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        try object(path) { (reader: inout ManifestReader, key, path) in
            let count = try reader.integer(path)
            if counts[key] == nil { counts[key] = count }
        }
        return counts
    }

    // MARK: - Values (the document is known to be JSON: only types are checked)

    /// Which of an object's fields were read, and the failure of each, reported as `JSONDecoder`
    /// would: in the order the type declares its fields.
    private final class Fields {
        let names: [String]
        var seen: Set<String> = []
        var failures: [String: Failure] = [:]

        init(_ names: [String]) { self.names = names }

        /// The field's value (a failure propagates to `object`, which keeps it until `check`).
        func read<Value>(_ key: String, _ value: () throws -> Value) rethrows -> Value {
            seen.insert(key)
            failures[key] = nil
            return try value()
        }

        func check(optional: Set<String> = []) throws {
            for name in names {
                if let failure = failures[name] { throw failure }
                if !seen.contains(name), !optional.contains(name) { throw Failure.missing(name) }
            }
        }
    }

    /// Reads an object, handing each key (and the path to its value) to `member`, which reads or
    /// skips the value. Each value but an array is proved JSON before `member` reads it (an array,
    /// element by element); a member that fails leaves its value skipped, its failure kept in
    /// `fields` for the type's own order — without `fields`, it ends the object.
    private mutating func object(_ path: [String], _ fields: Fields? = nil, _ member: (inout ManifestReader, String, [String]) throws -> Void) throws {
        skipSpace()
        guard peek == UInt8(ascii: "{") else { throw typeError(path) }
        position += 1
        skipSpace()
        if peek == UInt8(ascii: "}") { position += 1; return }
        while true {
            skipSpace()
            // A comma before the closing brace (Foundation reads it).
            if peek == UInt8(ascii: "}") { position += 1; return }
            guard peek == UInt8(ascii: "\"") else { throw Failure.notJSON }
            let keyEnd = try validatedEnd()
            let key = readString()
            guard position == keyEnd else { throw Failure.notJSON }
            skipSpace()
            guard peek == UInt8(ascii: ":") else { throw Failure.notJSON }
            position += 1
            try value(of: key, path, fields, member)
            discardRead()
            skipSpace()
            guard let separator = peek else { throw Failure.notJSON }
            position += 1
            if separator == UInt8(ascii: "}") { return }
            guard separator == UInt8(ascii: ",") else { throw Failure.notJSON }
        }
    }

    /// One member's value, read by `member` (or skipped, for a repeated field), proved JSON first
    /// unless it is an array; a failure kept in `fields`, the value then skipped whole.
    private mutating func value(of key: String, _ path: [String], _ fields: Fields?, _ member: (inout ManifestReader, String, [String]) throws -> Void) throws {
        skipSpace()
        let valueStart = position
        let valueEnd = peek == UInt8(ascii: "[") ? nil : try validatedEnd()
        // Of a repeated field the first counts, as in `JSONDecoder`.
        if let fields, fields.seen.contains(key) || fields.failures[key] != nil {
            try skipValue()
            return
        }
        do {
            try member(&self, key, path + [key])
        } catch let failure as Failure {
            guard failure != .notJSON, let fields else { throw failure }
            fields.failures[key] = failure
            if let valueEnd {
                position = valueEnd
            } else if position == valueStart {
                try skipValue()
            }
        }
        if let valueEnd, position != valueEnd { throw Failure.notJSON }
    }

    /// Reads an array element by element, each proved JSON first; the first element's failure is
    /// thrown once the whole array is read (so a later syntax error still counts first).
    private mutating func array(_ path: [String], _ element: (inout ManifestReader, [String]) throws -> Void) throws {
        skipSpace()
        guard peek == UInt8(ascii: "[") else { throw typeError(path) }
        position += 1
        skipSpace()
        if peek == UInt8(ascii: "]") { position += 1; return }
        var index = 0
        var failure: Failure?
        while true {
            skipSpace()
            if peek == UInt8(ascii: "]") { position += 1; break }
            let end = try validatedEnd()
            if failure == nil {
                do {
                    try element(&self, path + ["Index \(index)"])
                } catch let thrown as Failure {
                    failure = thrown
                }
            }
            position = end
            discardRead()
            index += 1
            skipSpace()
            guard let separator = peek else { throw Failure.notJSON }
            position += 1
            if separator == UInt8(ascii: "]") { break }
            guard separator == UInt8(ascii: ",") else { throw Failure.notJSON }
        }
        if let failure { throw failure }
    }

    /// nil for `null`, else the value `read` reads.
    private mutating func optional<Value>(_ path: [String], _ read: (inout ManifestReader) throws -> Value) throws -> Value? {
        skipSpace()
        if peek == UInt8(ascii: "n") {
            position += 4
            return nil
        }
        return try read(&self)
    }

    private mutating func string(_ path: [String]) throws -> String {
        skipSpace()
        guard peek == UInt8(ascii: "\"") else { throw typeError(path) }
        return readString()
    }

    /// An integer that fits in `Int`.
    private mutating func integer(_ path: [String]) throws -> Int {
        skipSpace()
        guard let first = peek, first == UInt8(ascii: "-") || (first >= 48 && first <= 57) else { throw typeError(path) }
        let start = position
        while let byte = peek, Self.isNumberByte(byte) { position += 1 }
        let text = String(decoding: window.bytes(start..<position), as: UTF8.self)
        if let value = Int(text) { return value }
        // `1.0`, `1e2`: an integer all the same where it is one exactly.
        guard let value = Double(text), value.rounded() == value, let integer = Int(exactly: value) else { throw Failure.badValue(path) }
        return integer
    }

    /// `null` where a value must be is `valueNotFound`, anything else of the wrong kind
    /// `typeMismatch`: both "wrong type".
    private func typeError(_ path: [String]) -> Failure { .wrongType(path) }

    private var peek: UInt8? {
        mutating get {
            if let byte = view.byte(at: position) { return byte }
            let byte = window.byte(at: position)
            view = window.view
            return byte
        }
    }

    /// Forgets what is read (`ByteWindow.discard`), and takes the window's new view.
    private mutating func discardRead() {
        window.discard(before: position)
        view = window.view
    }

    private mutating func skipSpace() {
        while let byte = peek, JSONSyntax.isSpace(byte) { position += 1 }
    }

    /// Where the value at `position` ends, once proved JSON (its bytes then in the window).
    private mutating func validatedEnd() throws -> Int {
        var syntax = JSONSyntax(window, at: position)
        let valid = syntax.value(depth: 0)
        // Reading on may have moved the window's bytes.
        view = window.view
        guard valid else { throw Failure.notJSON }
        return syntax.position
    }

    private mutating func skipValue() throws {
        position = try validatedEnd()
    }

    /// The string at `position` (its opening quote), escapes undone; proved whole before.
    private mutating func readString() -> String {
        position += 1
        let start = position
        var plain = true
        while let byte = peek, byte != UInt8(ascii: "\"") {
            if byte == UInt8(ascii: "\\") { plain = false; position += 1 }
            position += 1
        }
        let body = window.bytes(start..<position)
        position += 1
        return plain ? String(decoding: body, as: UTF8.self) : JSONSyntax.unescaped(body)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e")
    }
}
