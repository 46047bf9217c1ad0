import EvidenceCore
import Foundation

/// Reads a result bundle — a directory on disk or a bundle inside a `run.tgz` — into an
/// `XCResultDocument`, with no Xcode: Info.plist through PropertyListSerialization, then the SQLite
/// cache when the bundle has one (what `xcresulttool get test-results` itself reads), else the
/// object graph from the root `ActionsInvocationRecord`.
package struct XCResultReader {
    package enum SourcePreference: Sendable {
        /// database.sqlite3 when present, else the object store.
        case automatic
        case objectStore
        case database
    }

    package var preference: SourcePreference
    /// Verify every loaded object's ID (BLAKE2b-512); skipped where libcrypto lacks it (macOS).
    package var verifiesObjectIDs: Bool

    package init(preference: SourcePreference = .automatic, verifiesObjectIDs: Bool = false) {
        self.preference = preference
        self.verifiesObjectIDs = verifiesObjectIDs
    }

    /// The bundle's Info.plist facts.
    package struct BundleInfo: Sendable {
        package var rootID: String?
        package var formatVersion: String
    }

    package static func info(of storage: XCResultStorage) throws -> BundleInfo {
        guard let bytes = try storage.read("Info.plist", limit: 1024 * 1024) else {
            throw EvidenceError(.malformedInput, path: storage.bundlePath, "\(storage.bundlePath) is not a result bundle: it has no Info.plist.")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw EvidenceError(.malformedInput, path: storage.bundlePath, "\(storage.bundlePath)/Info.plist is not a property list.")
        }
        guard let dictionary = plist as? [String: Any] else {
            throw EvidenceError(.malformedInput, path: storage.bundlePath, "\(storage.bundlePath)/Info.plist is not a dictionary.")
        }
        let version = dictionary["version"] as? [String: Any]
        let major = (version?["major"] as? NSNumber)?.intValue
        let minor = (version?["minor"] as? NSNumber)?.intValue
        guard let major, let minor else {
            throw EvidenceError(.malformedInput, path: storage.bundlePath, "\(storage.bundlePath)/Info.plist has no result format version: not a result bundle.")
        }
        let rootID = (dictionary["rootId"] as? [String: Any])?["hash"] as? String
        return BundleInfo(rootID: rootID, formatVersion: "\(major).\(minor < 10 ? "0" : "")\(minor)")
    }

    package func read(bundlePath: String) throws -> XCResultDocument {
        try read(storage: XCResultDirectoryStorage(bundlePath: bundlePath))
    }

    /// The object IDs of attachment and log payloads of a bundle on disk, which nothing in the test
    /// tree needs: `collect` writes them last. Empty when the bundle cannot be read.
    package static func payloadObjectIDs(bundlePath: String) -> Set<String> {
        guard let document = try? XCResultReader().read(bundlePath: bundlePath) else { return [] }
        var identifiers = Set(document.logFiles.map(\.objectID))
        for run in document.runs {
            identifiers.formUnion(run.attachments.compactMap(\.objectID))
        }
        return identifiers
    }

    /// Every bundle inside an evidence archive, read in one pass over the archive; a database too
    /// large to hold is spooled in `temporaryDirectory`.
    package func read(archivePath: String, temporaryDirectory: String = NamedTemporaryFile.processDirectory) throws -> [XCResultDocument] {
        try XCResultArchiveStorage.bundles(inArchive: archivePath, temporaryDirectory: temporaryDirectory).map { try read(storage: $0) }
    }

    private func hasObjects(_ storage: XCResultStorage) -> Bool {
        guard let rootID = (try? Self.info(of: storage))?.rootID else { return false }
        return storage.size(of: "Data/data.\(rootID)") != nil
    }

    package func read(storage: XCResultStorage) throws -> XCResultDocument {
        let info = try Self.info(of: storage)
        let useDatabase: Bool
        switch preference {
        case .automatic: useDatabase = storage.size(of: "database.sqlite3") != nil
        case .database: useDatabase = true
        case .objectStore: useDatabase = false
        }
        if useDatabase {
            let document: XCResultDocument
            do {
                document = try readDatabase(storage, info: info)
            } catch let refused as RefusedDatabase {
                // The rest of the bundle still speaks: its object store, when it has one.
                guard preference == .automatic, hasObjects(storage), var fromObjects = try? readObjectStore(storage, info: info) else { throw refused.error }
                fromObjects.refusals.append(refused.error.message + " Read the object store instead.")
                fromObjects.notes.append(refused.error.message + " Read the object store instead.")
                return fromObjects
            }
            // The database is a cache Xcode builds lazily: an empty one (or one of another schema) says
            // nothing, so with an object store beside it the object store is read instead.
            guard preference == .automatic, document.runs.isEmpty, document.buildErrors.isEmpty, hasObjects(storage),
                var fromObjects = try? readObjectStore(storage, info: info), !fromObjects.runs.isEmpty || !fromObjects.buildErrors.isEmpty
            else {
                return document
            }
            fromObjects.notes.append("database.sqlite3 holds no test results (empty, or another schema): read the object store instead")
            return fromObjects
        }
        return try readObjectStore(storage, info: info)
    }

    /// A database refused as hostile (`SQLiteError.isRefused`), with the sentence that names it.
    private struct RefusedDatabase: Error {
        var error: EvidenceError
    }

    private func readDatabase(_ storage: XCResultStorage, info: BundleInfo) throws -> XCResultDocument {
        let name = "\(storage.bundlePath)/database.sqlite3"
        let database: SQLiteDatabase
        do {
            guard let opened = try storage.openDatabase() else {
                throw EvidenceError(.malformedInput, path: storage.bundlePath, "\(storage.bundlePath) has no database.sqlite3.")
            }
            database = opened
        } catch let error as SQLiteError where error.isRefused {
            throw RefusedDatabase(error: EvidenceError(.malformedInput, path: storage.bundlePath, "\(name) was refused: \(error.message)."))
        }
        var reader = XCResultDatabaseReader(database: database, document: XCResultDocument(bundlePath: storage.bundlePath, formatVersion: info.formatVersion, source: .database))
        do {
            return try reader.read()
        } catch let error as SQLiteError {
            let sentence = EvidenceError(.malformedInput, path: storage.bundlePath, error.isRefused ? "\(name) was refused: \(error.message)." : "\(name) cannot be read: \(error.message).")
            if error.isRefused { throw RefusedDatabase(error: sentence) }
            throw sentence
        }
    }

    private func readObjectStore(_ storage: XCResultStorage, info: BundleInfo) throws -> XCResultDocument {
        guard let rootID = info.rootID else {
            throw EvidenceError(.malformedInput, path: storage.bundlePath, "\(storage.bundlePath)/Info.plist names no root object (rootId.hash) and the bundle has no database.sqlite3.")
        }
        let store = try XCResultObjectStore(storage: storage, verifiesIDs: verifiesObjectIDs)
        var reader = XCResultGraphReader(store: store, document: XCResultDocument(bundlePath: storage.bundlePath, formatVersion: info.formatVersion, source: .objectStore))
        var document = try reader.read(rootID: rootID)
        if verifiesObjectIDs && !BLAKE2bHasher.isAvailable {
            document.notes.append("object IDs not verified: this libcrypto has no BLAKE2b-512")
        }
        return document
    }
}
