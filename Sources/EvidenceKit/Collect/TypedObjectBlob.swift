/// A typed object of a result bundle (the legacy result model: length-prefixed strings, stored
/// zstd-compressed or raw) whose strings hold secrets — a failure message quoting a token, say. The
/// secrets of its strings (values, keys, type names) are masked in place (`SecretMasker`: `*` of the same length, so every length prefix still
/// holds and the object still parses) and, when it was compressed, it is compressed again
/// (deterministically: level 3, libzstd's multithreaded format). Objects are small; one over
/// `maximumObjectSize` is archived as it is.
enum TypedObjectBlob {
    /// Two measuring threads holding one each stay well inside the 64 MB collect works in.
    static let maximumObjectSize = 4 << 20

    struct Masked {
        var bytes: [UInt8]
        var counts: [SecretKind: Int]
    }

    /// What to store instead of the file, and what was masked; nil when the file is not a typed object
    /// (or is too large to hold), does not parse, or holds no secret.
    static func masked(path: String, storedSize: Int64) throws -> Masked? {
        guard storedSize >= 3, storedSize <= Int64(maximumObjectSize) else { return nil }
        // Most files of a bundle are neither: four bytes tell.
        let head = try FileReader.prefix(of: path, count: 4)
        guard head == ZstdDecoder.frameMagic || head.first == UInt8(ascii: "[") else { return nil }
        var stored: [UInt8] = []
        stored.reserveCapacity(Int(storedSize))
        try FileReader(path: path).forEachChunk(limit: Int64(maximumObjectSize)) { stored.append(contentsOf: $0) }
        let compressed = stored.withUnsafeBytes { ZstdDecoder.hasFrameMagic($0) }
        var object: [UInt8]
        if compressed {
            guard try startsLikeTypedObject(compressed: stored) else { return nil }
            do {
                object = try stored.withUnsafeBytes { try ZstdDecoder().decompress($0, limit: maximumObjectSize) }
            } catch is ZstdError {
                return nil
            }
        } else {
            object = stored
        }
        let counts = object.withUnsafeMutableBytes { buffer -> [SecretKind: Int]? in
            let readable = UnsafeRawBufferPointer(buffer)
            // Most objects have no sign of a secret at all: no need to walk them.
            guard XCResultObjectParser.looksLikeTypedObject(readable),
                SecretCandidateFilter.mayHoldSecret(readable) || Self.otherSigns.contains(where: { ByteSearch.firstIndex(of: $0, in: readable) != nil })
            else { return nil }
            // One masker for all the values: a key printed line by line spans several. Keys and type
            // names are masked each on its own. Strings are masked once the walk has read them; an
            // object that does not parse is not used at all.
            var masker = SecretMasker()
            var counts: [SecretKind: Int] = [:]
            do {
                try XCResultObjectParser.forEachString(readable) { range, isValue in
                    let string = UnsafeMutableRawBufferPointer(rebasing: buffer[range])
                    if isValue {
                        masker.mask(string)
                    } else {
                        for (kind, count) in SecretMasker.mask(string) { counts[kind, default: 0] += count }
                    }
                }
            } catch {
                return nil
            }
            for (kind, count) in masker.counts { counts[kind, default: 0] += count }
            return counts
        }
        guard let counts, !counts.isEmpty else { return nil }
        guard compressed else { return Masked(bytes: object, counts: counts) }
        var recompressed: [UInt8] = []
        let compressor = try ZstdWriter(sink: ClosureSink { recompressed.append(contentsOf: $0) }, threads: 1)
        try object.withUnsafeBytes { try compressor.write($0) }
        try compressor.finish()
        return Masked(bytes: recompressed, counts: counts)
    }

    /// Signs of the secrets `SecretCandidateFilter` does not look for: key blocks, XML-named values.
    private static let otherSigns = ["PRIVATE KEY", "<key>", "<property "].map { Array($0.utf8) }

    /// Whether the first bytes the frame decompresses to open a typed object (screenshots and other
    /// attachments are not decompressed further).
    private static func startsLikeTypedObject(compressed: [UInt8]) throws -> Bool {
        struct Decided: Error { var isTypedObject: Bool }
        let decoder = try ZstdStreamDecoder()
        do {
            try compressed.withUnsafeBytes { input in
                try decoder.feed(UnsafeRawBufferPointer(rebasing: input.prefix(64 * 1024))) { output in
                    throw Decided(isTypedObject: XCResultObjectParser.looksLikeTypedObject(output))
                }
            }
        } catch let decided as Decided {
            return decided.isTypedObject
        } catch is ZstdError {
            return false
        }
        return false
    }
}
