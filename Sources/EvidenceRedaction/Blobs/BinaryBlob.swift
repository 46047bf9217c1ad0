import EvidenceCore
import EvidenceReaders

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `collect` does with a binary file whose bytes the secret rules find something in, when no
/// reader of its format can rewrite it (a log archive's chunks and string tables inside a result
/// bundle, an unknown attachment): replacing text in it would corrupt it (`self-token:\0Couldn't`
/// became `self-token:[REDACTED:token]'t`, every offset after it shifted), so it is scanned, never
/// rewritten.
package enum BinarySecretsPolicy: String, CaseIterable, Sendable {
    /// Archive it unchanged, its findings named in the manifest entry (`unredactedSecrets`).
    case keep
    /// Leave it out, listed under `skipped` with its findings (the default: nothing unredacted is
    /// archived unless asked for; no reader of `triage` needs these files).
    case withhold
}

package enum BinaryBlob {
    /// Whether a file that is not text is still worth scanning: not a format known to hold no text
    /// the rules read (images, video, compressed data, SQLite, binary plists — those have readers of
    /// their own or are documented as not scanned), nor an object of the result model (its own
    /// reader masks it in place).
    package static func isScannable(_ head: UnsafeRawBufferPointer) -> Bool {
        !head.isEmpty && !EvidenceRecognizer.isKnownBinaryFormat(head) && !EvidenceRecognizer.isResultStructure(head)
    }

    /// Why a binary file with findings is withheld: the sentence `skipped` records.
    package static func withheldReason(_ counts: [SecretKind: Int]) -> String {
        let total = counts.values.reduce(0, +)
        let rules = counts.keys.map(\.rawValue).sorted().joined(separator: ", ")
        return "a binary file the redactor cannot rewrite in place, in which the secret rules found \(total) match\(total == 1 ? "" : "es") (\(rules)); withheld (--binary-secrets keep archives it unchanged)"
    }
}

/// Counts the runs of NUL bytes in a file read in chunks: text holds none or a stray few (a crashing
/// process's output), a table of C strings (a log archive's) one per string. A file of more runs
/// than `isBinary` allows is not rewritten as text.
package struct NULRuns {
    package private(set) var runs = 0
    private var bytes: Int64 = 0
    private var lastWasNUL = false

    package init() {}

    package mutating func update(_ chunk: UnsafeRawBufferPointer) {
        guard let base = chunk.baseAddress else { return }
        var position = 0
        while position < chunk.count, let found = memchr(base + position, 0, chunk.count - position) {
            let at = UnsafeRawPointer(found) - base
            if !(at == 0 && lastWasNUL) { runs += 1 }
            var end = at + 1
            while end < chunk.count, chunk[end] == 0 { end += 1 }
            lastWasNUL = end == chunk.count
            position = end
        }
        if position < chunk.count { lastWasNUL = false }
        bytes += Int64(chunk.count)
    }

    /// More than 16 runs, and more than one per 64 KiB.
    package var isBinary: Bool { runs > max(16, Int(bytes / 65536)) }
}
