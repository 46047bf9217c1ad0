import EvidenceCore

/// Result bundles held inside a `run.tgz` (entries under `xcresult/<name>.xcresult/…`), read in one
/// streaming pass without extracting anything to disk. Only what the reader needs stays in memory:
/// Info.plist, refs files, typed objects and the SQLite cache; attachment payloads and other large
/// or non-object files are skipped and only their sizes are kept.
package final class XCResultArchiveStorage: XCResultStorage {
    /// Stored data files up to this size are held when they can be objects of the result model.
    package static let heldObjectLimit = 8 * 1024 * 1024
    /// The SQLite cache is held whole up to this size (SQLite opens it from memory, a copy of its
    /// own beside it); a larger one is written to a temporary file and opened there, so a
    /// database of any size costs SQLite's page cache, not its size twice (issue 28's audit: the
    /// 148 MB database of 10^6 failed runs was refused at 128 MiB and triage said "No test results").
    package static let inMemoryDatabaseLimit = 16 * 1024 * 1024

    /// All held files of one bundle together, the SQLite cache aside: past it, objects are not read.
    package static let heldBudget = 48 * 1024 * 1024

    /// All held files of all bundles of one archive together, databases included: a run holds no
    /// more than this whatever the archive holds, so triage stays within 256 MB (parsing what is
    /// held takes about as much again at most).
    package static let runBudget = 128 * 1024 * 1024

    /// What is left of `runBudget`, shared by the bundles of one collection.
    final class RunBudget {
        var remaining = XCResultArchiveStorage.runBudget
    }

    package let bundlePath: String
    private let budget: RunBudget
    /// Where a database too large to hold is spooled.
    private let temporaryDirectory: String
    private var files: [String: [UInt8]] = [:]
    /// The database, when it was too large to hold.
    private var spooledDatabase: NamedTemporaryFile?
    private var sizes: [String: Int64] = [:]
    private var heldBytes = 0
    /// Files that would have been held past the budget.
    package private(set) var unheld: [String] = []

    init(bundlePath: String, budget: RunBudget = RunBudget(), temporaryDirectory: String = NamedTemporaryFile.processDirectory) {
        self.bundlePath = bundlePath
        self.budget = budget
        self.temporaryDirectory = temporaryDirectory
    }

    /// Every bundle in the archive, in archive order, each named `<archive>:xcresult/<name>.xcresult`.
    package static func bundles(
        inArchive archivePath: String, temporaryDirectory: String = NamedTemporaryFile.processDirectory
    ) throws -> [XCResultArchiveStorage] {
        let reader: ArchiveReader
        do {
            reader = try ArchiveReader(path: archivePath)
        } catch let error as ArchiveError {
            throw EvidenceError(.malformedInput, "\(archivePath) cannot be read as an archive: \(error.message).")
        }
        var collection = Collection(namePrefix: "\(archivePath):", temporaryDirectory: temporaryDirectory)
        do {
            while let entry = try reader.nextEntry() {
                // Links, devices and paths leaving the archive are not bundle files; a sparse
                // entry's size is no measure of its bytes.
                if entry.isSparse {
                    throw EvidenceError(.malformedInput, "\(archivePath) is not an evidence archive: \(entry.path) is a sparse entry, which collect never writes.")
                }
                guard entry.isRegularFile, entry.refusal == nil else { continue }
                try collection.take(entry, from: reader)
            }
        } catch let error as ArchiveError {
            throw EvidenceError(.malformedInput, "\(archivePath) is damaged: \(error.message).")
        }
        return collection.bundles
    }

    /// The bundles of an archive gathered entry by entry, in the order first met, by whoever reads
    /// the archive (`bundles(inArchive:)`, triage's single pass).
    package struct Collection {
        private var byRoot: [String: XCResultArchiveStorage] = [:]
        private var order: [String] = []
        private let budget = RunBudget()
        /// Put before each bundle's root in its name (`run.tgz:`), or nothing.
        let namePrefix: String
        let temporaryDirectory: String

        package init(namePrefix: String = "", temporaryDirectory: String = NamedTemporaryFile.processDirectory) {
            self.namePrefix = namePrefix
            self.temporaryDirectory = temporaryDirectory
        }

        package var bundles: [XCResultArchiveStorage] { order.compactMap { byRoot[$0] } }

        /// Holds what the reader needs of `entry` when it lies in a bundle; false when it does not.
        @discardableResult
        package mutating func take(_ entry: ArchiveReader.Entry, from reader: ArchiveReader) throws -> Bool {
            guard let (root, relative) = splitBundlePath(entry.path) else { return false }
            let storage: XCResultArchiveStorage
            if let existing = byRoot[root] {
                storage = existing
            } else {
                storage = XCResultArchiveStorage(bundlePath: namePrefix + root, budget: budget, temporaryDirectory: temporaryDirectory)
                byRoot[root] = storage
                order.append(root)
            }
            try storage.take(relative, size: entry.size, from: reader)
            return true
        }
    }

    /// `xcresult/A.xcresult/Data/data.X` → ("xcresult/A.xcresult", "Data/data.X").
    static func splitBundlePath(_ path: String) -> (String, String)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let index = parts.firstIndex(where: { $0.hasSuffix(".xcresult") }), index + 1 < parts.count else { return nil }
        return (parts[...index].joined(separator: "/"), parts[(index + 1)...].joined(separator: "/"))
    }

    func take(_ relative: String, size: Int64, from reader: ArchiveReader) throws {
        sizes[relative] = size
        let isDatabase = relative == "database.sqlite3"
        if isDatabase, size > Int64(Self.inMemoryDatabaseLimit) {
            try spoolDatabase(from: reader)
            return
        }
        let limit = isDatabase ? Self.inMemoryDatabaseLimit : Self.heldObjectLimit
        let isModelFile = relative == "Info.plist" || relative.hasPrefix("Data/refs.") || relative.hasPrefix("Data/data.")
        guard isDatabase || isModelFile, size <= Int64(limit) else { return }
        guard isDatabase || heldBytes + Int(size) <= Self.heldBudget, Int(size) <= budget.remaining else {
            unheld.append(relative)
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(max(0, size)))
        var held = true
        try reader.readData { chunk in
            guard held else { return }
            // A data file is kept only if it can be a typed object or a listing: zstd or `[`/JSON.
            if bytes.isEmpty, relative.hasPrefix("Data/data."), !Self.mayBeModelObject(chunk) {
                held = false
                return
            }
            guard bytes.count + chunk.count <= min(limit, budget.remaining) else {
                held = false
                bytes = []
                return
            }
            bytes.append(contentsOf: chunk)
        }
        if held {
            files[relative] = bytes
            if !isDatabase { heldBytes += bytes.count }
            budget.remaining -= bytes.count
        }
    }

    private func spoolDatabase(from reader: ArchiveReader) throws {
        let file = try NamedTemporaryFile(purpose: "\(bundlePath)/database.sqlite3", in: temporaryDirectory)
        try reader.readData { chunk in try file.sink.write(chunk) }
        try file.sink.finish()
        spooledDatabase = file
    }

    /// Typed objects and listings start with `[` — stored raw, or inside a zstd frame. Xcode
    /// compresses screenshots too, so a frame's first decompressed byte decides, not its magic.
    static func mayBeModelObject(_ prefix: UnsafeRawBufferPointer) -> Bool {
        if prefix.first == UInt8(ascii: "[") { return true }
        guard ZstdDecoder.hasFrameMagic(prefix), let decoder = try? ZstdStreamDecoder() else { return false }
        var first: UInt8?
        _ = try? decoder.decompress(prefix) { output in
            first = output.first
            return first == nil ? .continue : .stop
        }
        // A frame that yields nothing from its first chunk is kept (it may still be an object).
        return first.map { $0 == UInt8(ascii: "[") } ?? true
    }

    package func size(of relativePath: String) -> Int64? { sizes[relativePath] }

    package func read(_ relativePath: String, limit: Int) throws -> [UInt8]? {
        guard let size = sizes[relativePath] else { return nil }
        guard size <= Int64(limit) else { throw tooLarge(relativePath, size: size, limit: limit) }
        if unheld.contains(relativePath) {
            throw EvidenceError(.malformedInput, path: bundlePath, "\(bundlePath): \(relativePath) was not read: the bundle's objects pass the \(Self.heldBudget >> 20) MiB that triage holds in memory for a bundle, or the archive's pass the \(Self.runBudget >> 20) MiB it holds for a run.")
        }
        guard let bytes = files[relativePath] else {
            throw EvidenceError(.malformedInput, path: bundlePath, "\(bundlePath): \(relativePath) (\(size) bytes) was not kept in memory: it is not an object of the result model.")
        }
        return bytes
    }

    package func openDatabase() throws -> SQLiteDatabase? {
        guard let size = sizes["database.sqlite3"] else { return nil }
        let name = "\(bundlePath)/database.sqlite3"
        do {
            if let spooledDatabase { return try SQLiteDatabase(readOnlyPath: spooledDatabase.path, name: name) }
            guard let bytes = files["database.sqlite3"] else { throw tooLarge("database.sqlite3", size: size, limit: min(Self.inMemoryDatabaseLimit, budget.remaining)) }
            return try SQLiteDatabase(bytes: bytes, name: name)
        } catch let error as SQLiteError where !error.isRefused {
            // A refusal (a hostile schema) reaches the reader as it is, to name it and read on.
            throw EvidenceError(.malformedInput, path: bundlePath, "\(bundlePath)/database.sqlite3 cannot be opened as SQLite: \(error.message).")
        }
    }
}
