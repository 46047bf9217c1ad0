import EvidenceCore
import EvidenceReaders
import Foundation

/// `manifest.json`, the first entry of every archive (schema `evidence.manifest/v1`).
package struct Manifest: Codable, Equatable, Sendable {
    package static let schemaIdentifier = "evidence.manifest/v1"
    package static let archivePath = "manifest.json"

    package struct Tool: Codable, Equatable, Sendable {
        package var name: String
        package var version: String

        package init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }

    package struct Redactions: Codable, Equatable, Sendable {
        package var total: Int
        package var byRule: [String: Int]

        package init(total: Int, byRule: [String: Int]) {
            self.total = total
            self.byRule = byRule
        }
    }

    package struct Entry: Codable, Equatable, Sendable {
        package var path: String
        package var kind: EvidenceKind
        package var size: Int64
        package var sha256: String
        /// Secrets removed from this entry (absent when none): its bytes differ from the source file.
        package var redactions: Int?
        /// Values emptied or zeroed whole, as their format cannot hold a `[REDACTED:…]` marker there
        /// (a plist's `<data>`); counted in `redactions` too. Absent when none.
        package var droppedValues: Int? = nil
        /// What the secret rules found, by rule, in a binary file archived unchanged
        /// (`collect --binary-secrets keep`): its bytes are the source file's. Absent when none.
        package var unredactedSecrets: [String: Int]? = nil

        package init(path: String, kind: EvidenceKind, size: Int64, sha256: String, redactions: Int?,
                     droppedValues: Int? = nil, unredactedSecrets: [String: Int]? = nil) {
            self.path = path
            self.kind = kind
            self.size = size
            self.sha256 = sha256
            self.redactions = redactions
            self.droppedValues = droppedValues
            self.unredactedSecrets = unredactedSecrets
        }
    }

    /// What `collect --sources failing` found of the checkout: where the checkout came from and the
    /// failures' paths it could not archive (the files it did archive are `entries` of kind
    /// `source`, under `sources/`). Absent when no failure pointed at a file, or with `--sources none`.
    package struct Sources: Codable, Equatable, Sendable {
        package struct Unresolved: Codable, Equatable, Sendable {
            /// The path as the evidence gave it (secrets in it redacted).
            package var path: String
            package var reason: String

            package init(path: String, reason: String) {
                self.path = path
                self.reason = reason
            }
        }

        /// `--project-root`, `GITHUB_WORKSPACE`, `CI_PRIMARY_REPOSITORY_PATH`, `BITRISE_SOURCE_DIR` or
        /// `git`; nil when no checkout was found.
        package var checkout: String?
        /// The first `skippedListLimit`.
        package var unresolved: [Unresolved]
        package var unresolvedTotal: Int

        package init(checkout: String?, unresolved: [Unresolved], unresolvedTotal: Int) {
            self.checkout = checkout
            self.unresolved = unresolved
            self.unresolvedTotal = unresolvedTotal
        }
    }

    package var schema: String
    package var tool: Tool
    /// The archive's fixed timestamp (SOURCE_DATE_EPOCH, else the commit's time, else the epoch): a
    /// reproducible archive cannot carry the wall-clock time.
    package var created: String
    package var commit: CommitInfo
    package var ci: CIMetadata?
    package var compression: String
    package var redactions: Redactions
    package var entries: [Entry]
    /// Inputs seen and not archived, with the reason (the first `skippedListLimit`).
    package var skipped: [SkippedInput]
    package var skippedTotal: Int
    package var sources: Sources? = nil

    package init(schema: String, tool: Tool, created: String, commit: CommitInfo, ci: CIMetadata?, compression: String,
                 redactions: Redactions, entries: [Entry], skipped: [SkippedInput], skippedTotal: Int, sources: Sources? = nil) {
        self.schema = schema
        self.tool = tool
        self.created = created
        self.commit = commit
        self.ci = ci
        self.compression = compression
        self.redactions = redactions
        self.entries = entries
        self.skipped = skipped
        self.skippedTotal = skippedTotal
        self.sources = sources
    }

    package static let skippedListLimit = 500

    /// The most entries an archive may hold: collect refuses more before writing, and verify and
    /// triage read a manifest of this many (about 300 bytes each) within `maximumManifestSize`.
    package static let maximumEntries = 150_000

    /// The document and a newline: the bytes `JSONEncoder` gave with `.prettyPrinted, .sortedKeys,
    /// .withoutEscapingSlashes` (archives stay byte-for-byte what they were), written by
    /// `JSONStreamWriter` without an encoder's tree. Each object lists its fields once, in any order.
    package func encoded() throws -> [UInt8] {
        var bytes: [UInt8] = []
        var json = JSONStreamWriter { bytes += $0 }
        json.object(sorting: [
            ("schema", { $0.string(schema) }),
            ("tool", { json in json.object(sorting: [("name", { $0.string(tool.name) }), ("version", { $0.string(tool.version) })]) }),
            ("created", { $0.string(created) }),
            ("commit", { json in json.object(sorting: [("sha", { $0.optional(commit.sha) }), ("source", { $0.string(commit.source) })]) }),
            ("compression", { $0.string(compression) }),
            ("redactions", { json in
                json.object(sorting: [
                    ("total", { $0.number(redactions.total) }),
                    ("byRule", { json in json.object(sorting: redactions.byRule.map { rule in (rule.key, { $0.number(rule.value) }) }) }),
                ])
            }),
            ("entries", { json in
                json.array(entries) { json, entry in
                    var fields: [JSONStreamWriter.Field] = [
                        ("path", { $0.string(entry.path) }), ("kind", { $0.string(entry.kind.rawValue) }),
                        ("size", { $0.number(Int(entry.size)) }), ("sha256", { $0.string(entry.sha256) }),
                    ]
                    // Absent, not null, when none (synthesised `Codable`).
                    if let count = entry.redactions { fields.append(("redactions", { $0.number(count) })) }
                    if let count = entry.droppedValues { fields.append(("droppedValues", { $0.number(count) })) }
                    if let found = entry.unredactedSecrets {
                        fields.append(("unredactedSecrets", { json in json.object(sorting: found.map { rule in (rule.key, { $0.number(rule.value) }) }) }))
                    }
                    json.object(sorting: fields)
                }
            }),
            ("skipped", { json in
                json.array(skipped) { json, input in json.object(sorting: [("path", { $0.string(input.path) }), ("reason", { $0.string(input.reason.sentence) })]) }
            }),
            ("skippedTotal", { $0.number(skippedTotal) }),
        ] + (sources.map { sources in
            [("sources", { json in
                json.object(sorting: [
                    ("checkout", { $0.optional(sources.checkout) }),
                    ("unresolved", { json in
                        json.array(sources.unresolved) { json, item in json.object(sorting: [("path", { $0.string(item.path) }), ("reason", { $0.string(item.reason) })]) }
                    }),
                    ("unresolvedTotal", { $0.number(sources.unresolvedTotal) }),
                ])
            })]
        } ?? []) + (ci.map { ci in
            [("ci", { json in
                var fields: [JSONStreamWriter.Field] = [("provider", { $0.string(ci.provider) })]
                if let runURL = ci.runURL { fields.append(("runURL", { $0.string(runURL) })) }
                if let job = ci.job { fields.append(("job", { $0.string(job) })) }
                if let branch = ci.branch { fields.append(("branch", { $0.string(branch) })) }
                json.object(sorting: fields)
            })]
        } ?? []))
        json.finish(trailer: "\n")
        return bytes
    }

    /// Decodes and checks the schema; errors name what is wrong.
    package static func decode(_ bytes: [UInt8], archive: String) throws -> Manifest {
        try bytes.withUnsafeBytes { try decode($0, archive: archive).manifest }
    }

    package static func decode(_ bytes: Data, archive: String) throws -> Manifest {
        try bytes.withUnsafeBytes { try decode($0, archive: archive).manifest }
    }

    /// The manifest of `bytes` (`ManifestReader`: no JSON tree, so memory is the manifest's own),
    /// keeping its first `entryLimit` entries, and how many it lists.
    package static func decode(_ bytes: UnsafeRawBufferPointer, archive: String, entryLimit: Int = .max) throws -> (manifest: Manifest, entryCount: Int) {
        try decode(ByteWindow(bytes), archive: archive, entryLimit: entryLimit)
    }

    /// The same, of a manifest read chunk by chunk (`ByteWindow`): never held whole.
    package static func decode(_ window: ByteWindow, archive: String, entryLimit: Int = .max) throws -> (manifest: Manifest, entryCount: Int) {
        let decoded: (manifest: Manifest, entryCount: Int)
        do {
            decoded = try ManifestReader.decode(window, entryLimit: entryLimit)
        } catch {
            if let readError = window.readError { throw readError }
            throw EvidenceError(.malformedInput, "\(archive) is not an evidence archive: its manifest.json cannot be read (\(error.sentence)).")
        }
        guard decoded.manifest.schema == schemaIdentifier else {
            throw EvidenceError(.malformedInput, "\(archive) is not an evidence archive: its manifest.json has schema '\(decoded.manifest.schema)', not \(schemaIdentifier).")
        }
        return decoded
    }

    /// What a `JSONDecoder` error says, in the words `ManifestReader` uses (the signature envelope
    /// and its statement are small, and decoded by Foundation).
    package static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): return "missing field '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong type at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "bad value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        default: return "\(error)"
        }
    }

    /// The seconds `timestamp` wrote, or nil for any other text.
    package static func seconds(_ timestamp: String) -> Int64? {
        if let seconds = utcSeconds(timestamp) { return seconds }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: timestamp).map { Int64($0.timeIntervalSince1970) }
    }

    /// `2026-11-20T09:14:01Z`, as `timestamp(_:)` writes it, read by hand (nil for any other form, which
    /// the formatter reads, and before 1900, where its calendar turns Julian): making an ISO 8601 formatter costs milliseconds on Linux, a tenth of a
    /// small archive's triage.
    static func utcSeconds(_ text: String) -> Int64? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z") else { return nil }
        func number(_ range: Range<Int>) -> Int64? {
            var value: Int64 = 0
            for index in range {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
                value = value * 10 + Int64(bytes[index] - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), let hour = number(11..<13),
            let minute = number(14..<16), let second = number(17..<19), year >= 1900, (1...12).contains(month), hour < 24, minute < 60, second < 60
        else { return nil }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let monthDays: [Int64] = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard day >= 1, day <= monthDays[Int(month) - 1] else { return nil }
        // Days since 1970-01-01 of a proleptic Gregorian date (the civil-from-days algorithm, inverted).
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear / 400, yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let days = era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear - 719_468
        return days * 86_400 + hour * 3_600 + minute * 60 + second
    }

    package static func timestamp(_ seconds: Int64) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }
}
