import EvidenceCore

/// The object store of a result bundle (`Data/data.<ID>`, `Data/refs.<ID>`): loads objects by ID,
/// decompresses zstd frames with a bound, parses typed objects, and optionally verifies IDs.
package final class XCResultObjectStore {
    /// A stored object larger than this is refused (real typed objects are kilobytes).
    package static let storedObjectLimit = 64 * 1024 * 1024
    /// A typed object may not expand past this when decompressed.
    package static let decompressedObjectLimit = 64 * 1024 * 1024

    package let storage: XCResultStorage
    /// Check each loaded object's ID against BLAKE2b-512 of its refs and data (when libcrypto has it).
    package let verifiesIDs: Bool
    package private(set) var objectsLoaded = 0
    package private(set) var bytesDecompressed = 0
    private let decoder: ZstdDecoder

    package init(storage: XCResultStorage, verifiesIDs: Bool = false) throws {
        self.storage = storage
        self.verifiesIDs = verifiesIDs && BLAKE2bHasher.isAvailable
        do {
            decoder = try ZstdDecoder()
        } catch let error as ZstdError {
            throw EvidenceError(.outputFailed, path: storage.bundlePath, "\(storage.bundlePath): \(error.message).")
        }
    }

    /// An object ID names a file: only the characters of `0~` + base64url may appear.
    package static func isValidID(_ id: String) -> Bool {
        let utf8 = id.utf8
        guard utf8.count >= 3, utf8.count <= 200, id.hasPrefix("0~") else { return false }
        return utf8.allSatisfy { byte in
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "~")
        }
    }

    package func exists(_ id: String) -> Bool {
        Self.isValidID(id) && storage.size(of: "Data/data.\(id)") != nil
    }

    /// The stored size of an object's data (compressed when it is compressed), without reading it.
    package func storedSize(of id: String) -> Int64? {
        Self.isValidID(id) ? storage.size(of: "Data/data.\(id)") : nil
    }

    /// The object's payload, decompressed when it is a zstd frame.
    package func payload(_ id: String, role: String, limit: Int = XCResultObjectStore.decompressedObjectLimit) throws -> [UInt8] {
        guard Self.isValidID(id) else {
            throw malformed(id, role, "the ID is not a valid object ID")
        }
        guard let stored = try storage.read("Data/data.\(id)", limit: Self.storedObjectLimit) else {
            throw malformed(id, role, "the object is missing (no Data/data.\(id))")
        }
        objectsLoaded += 1
        if verifiesIDs { try verify(id, role: role, stored: stored) }
        guard stored.count >= 4, stored[0] == 0x28, stored[1] == 0xB5, stored[2] == 0x2F, stored[3] == 0xFD else {
            return stored
        }
        do {
            let bytes = try decoder.decompress(stored, limit: limit)
            bytesDecompressed += bytes.count
            return bytes
        } catch let error as ZstdError {
            throw malformed(id, role, error.message)
        }
    }

    /// The object parsed as a typed object of the legacy result model.
    package func object(_ id: String, role: String) throws -> XCResultObject {
        let bytes = try payload(id, role: role)
        do {
            return try XCResultObjectParser.parse(bytes)
        } catch let error as XCResultParseError {
            throw malformed(id, role, "not a valid typed object \(error.description)")
        }
    }

    /// The object's child references (`Data/refs.<ID>`); none when there is no refs file.
    package func references(_ id: String, role: String) throws -> XCResultReferences {
        guard Self.isValidID(id) else { throw malformed(id, role, "the ID is not a valid object ID") }
        guard let bytes = try storage.read("Data/refs.\(id)", limit: Self.storedObjectLimit) else {
            return XCResultReferences(entries: [], hashedBytes: [])
        }
        do {
            return try XCResultReferences.parse(bytes)
        } catch let error as XCResultParseError {
            throw malformed(id, role, "refs file damaged \(error.description)")
        }
    }

    private func verify(_ id: String, role: String, stored: [UInt8]) throws {
        let references = try self.references(id, role: role)
        guard let hasher = BLAKE2bHasher() else { return }
        hasher.update(references.hashedBytes)
        hasher.update(stored)
        let computed = "0~" + XCResultReferences.base64URL(hasher.finalize())
        guard computed == id else {
            throw malformed(id, role, "its content does not hash to its ID (BLAKE2b-512 gives \(computed.prefix(24))…)")
        }
    }

    func malformed(_ id: String, _ role: String, _ reason: String) -> EvidenceError {
        let shortID = id.count > 24 ? String(id.prefix(24)) + "…" : id
        return EvidenceError(.malformedInput, path: storage.bundlePath, "\(storage.bundlePath): object \(shortID) (\(role)) is unreadable: \(reason).")
    }
}
