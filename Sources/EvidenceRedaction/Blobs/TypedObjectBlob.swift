import EvidenceCore
import EvidenceReaders

/// A typed object of a result bundle (the legacy result model: length-prefixed strings, stored
/// zstd-compressed or raw) whose strings hold secrets — a failure message quoting a token, say. The
/// secrets of its strings (values, keys, type names) are masked in place (`SecretMasker`: `*` of the
/// same length, so every length prefix still holds and the object still parses) and, when it was
/// compressed, it is compressed again (deterministically: level 3, libzstd's multithreaded format).
/// Objects are small; one over `maximumObjectSize` is only scanned, as a stream, and left out of the
/// archive when it holds a secret.
package enum TypedObjectBlob {
    /// Two measuring threads holding one each stay well inside the 64 MB collect works in.
    static let maximumObjectSize = 4 << 20

    /// What to do with the file (`head`: its first bytes); nil when it is not a typed object, does not
    /// parse, or holds no secret.
    package static func outcome(file: ListedFile, storedSize: Int64, head: [UInt8]) throws -> RewriteOutcome? {
        guard storedSize >= 3 else { return nil }
        // Most files of a bundle are neither zstd frames nor typed objects: four bytes tell.
        let isCompressed = head.starts(with: ZstdDecoder.frameMagic)
        guard isCompressed || head.first == UInt8(ascii: "[") else { return nil }
        guard storedSize <= Int64(maximumObjectSize) else { return try largeObjectOutcome(file, isCompressed: isCompressed, storedSize: storedSize) }
        var stored: [UInt8] = []
        stored.reserveCapacity(Int(storedSize))
        try file.open().forEachChunk(limit: Int64(maximumObjectSize)) { stored.append(contentsOf: $0) }
        let compressed = stored.withUnsafeBytes { ZstdDecoder.hasFrameMagic($0) }
        var object: [UInt8]
        if compressed {
            guard try startsLikeTypedObject(compressed: stored) else { return nil }
            do {
                object = try stored.withUnsafeBytes { try ZstdDecoder().decompress($0, limit: maximumObjectSize) }
            } catch is ZstdError {
                // Larger than that decompressed, or damaged: scanned as a stream.
                return try largeObjectOutcome(file, isCompressed: true, storedSize: storedSize)
            }
        } else {
            object = stored
        }
        let counts = object.withUnsafeMutableBytes { maskSecrets(in: $0) }
        guard let counts, !counts.isEmpty else { return nil }
        guard compressed else { return .rewritten(bytes: object, counts: counts) }
        return .rewritten(bytes: try recompressed(object), counts: counts)
    }

    /// Masks the secrets of a typed object's strings in place; what it masked, by kind, or nil when
    /// the object shows no sign of a secret or does not parse.
    private static func maskSecrets(in buffer: UnsafeMutableRawBufferPointer) -> [SecretKind: Int]? {
        let readable = UnsafeRawBufferPointer(buffer)
        // Most objects have no sign of a secret at all: no need to walk them.
        guard XCResultObjectParser.looksLikeTypedObject(readable),
            SecretCandidateFilter.mayHoldSecretAnywhere(readable) || Self.otherSigns.contains(where: { ByteSearch.firstIndex(of: $0, in: readable) != nil })
        else { return nil }
        // One masker for all the values: a key printed line by line spans several. Keys and type
        // names are masked each on its own. Strings are masked once the walk has read them; an
        // object that does not parse is not used at all.
        var masker = SecretMasker()
        var counts: [SecretKind: Int] = [:]
        var pairs = KeyValuePairs()
        do {
            try XCResultObjectParser.forEachString(readable) { range, isValue in
                let string = UnsafeMutableRawBufferPointer(rebasing: buffer[range])
                if !isValue {
                    pairs.read(name: UnsafeRawBufferPointer(string))
                    for (kind, count) in SecretMasker.mask(string) { counts[kind, default: 0] += count }
                } else if let kind = pairs.namedSecret(value: UnsafeRawBufferPointer(string)) {
                    for index in string.indices { string[index] = SecretMasker.mask }
                    counts[kind, default: 0] += 1
                } else {
                    masker.mask(string)
                }
            }
        } catch {
            return nil
        }
        for (kind, count) in masker.counts { counts[kind, default: 0] += count }
        return counts
    }

    /// The object compressed again, as it was stored.
    private static func recompressed(_ object: [UInt8]) throws -> [UInt8] {
        var recompressed: [UInt8] = []
        let compressor = try ZstdWriter(sink: ClosureSink { recompressed.append(contentsOf: $0) }, threads: 1)
        try object.withUnsafeBytes { try compressor.write($0) }
        try compressor.finish()
        return recompressed
    }

    /// An object too large to hold: its text through the secret rules as a stream (decompressed on
    /// the way); left out when it holds a secret.
    private static func largeObjectOutcome(_ file: ListedFile, isCompressed: Bool, storedSize: Int64) throws -> RewriteOutcome? {
        let counts: [SecretKind: Int]?
        do {
            counts = try StreamedSecretScan.counts(file: file, storedSize: storedSize, decompressing: isCompressed, accepts: XCResultObjectParser.looksLikeTypedObject)
        } catch let tooLarge as StreamedSecretScan.TooLargeToScan {
            return .leftOut(reason: "a compressed result object that \(tooLarge.reason)")
        }
        guard let counts, !counts.isEmpty else { return nil }
        return .leftOut(reason: "a result object over \(maximumObjectSize >> 20) MiB holding secrets, too large to mask in place")
    }

    /// A key/value pair of the result model (`SortedKeyValueArrayPair`: a `key` field holding
    /// `API_TOKEN`, then a `value` field): the value is a secret as a whole when its key names one.
    private struct KeyValuePairs {
        private var previousName: [UInt8] = []
        private var field: [UInt8] = []
        private var pendingKind: SecretKind?

        /// A key or type name the walk read: field names are kept (not `_n`/`_v`/`_s`, nor the type
        /// name that follows `_n`).
        mutating func read(name: UnsafeRawBufferPointer) {
            let bytes = Array(name)
            if previousName != Self.typeNameKey, !Self.grammarKeys.contains(bytes) { field = bytes }
            previousName = bytes
        }

        /// The kind to mask `value` as, when the key before it named a secret; notes a key that does.
        mutating func namedSecret(value: UnsafeRawBufferPointer) -> SecretKind? {
            defer { previousName = [] }
            if field == Self.valueField, let kind = pendingKind, value.count > 0 {
                pendingKind = nil
                return kind
            }
            pendingKind = field == Self.keyField ? SecretScanner.keyKind(value, 0, value.count) : nil
            return nil
        }

        private static let typeNameKey = Array("_n".utf8)
        private static let grammarKeys = [Array("_n".utf8), Array("_v".utf8), Array("_s".utf8)]
        private static let keyField = Array("key".utf8)
        private static let valueField = Array("value".utf8)
    }

    /// Signs of the secrets `SecretCandidateFilter` does not look for: key blocks, XML-named values.
    private static let otherSigns = ["PRIVATE KEY", "<key>", "<property ", "&lt;key&gt;", "&lt;property ", "SortedKeyValueArrayPair"].map { Array($0.utf8) }

    /// Whether the first bytes the frame decompresses to open a typed object (screenshots and other
    /// attachments are not decompressed further).
    private static func startsLikeTypedObject(compressed: [UInt8]) throws -> Bool {
        let decoder = try ZstdStreamDecoder()
        var isTypedObject = false
        do {
            _ = try compressed.withUnsafeBytes { input in
                // The first decompressed chunk decides.
                try decoder.decompress(UnsafeRawBufferPointer(rebasing: input.prefix(64 * 1024))) { output in
                    isTypedObject = XCResultObjectParser.looksLikeTypedObject(output)
                    return .stop
                }
            }
        } catch is ZstdError {
            return false
        }
        return isTypedObject
    }
}
