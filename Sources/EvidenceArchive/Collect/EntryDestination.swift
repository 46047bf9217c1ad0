import EvidenceCore

/// Where `Collector.collectFile` writes the one entry a file becomes: the archive itself (a file
/// streamed as it is read), or a `PreparedEntry` in memory (a small file read ahead on a worker, and
/// written into the archive in planned order).
protocol EntryDestination: AnyObject {
    /// An entry has been started and not finished or abandoned.
    var isInEntry: Bool { get }
    /// Where spools of redacted files go, and the output's name for errors.
    var spoolDirectory: String { get }
    var displayPath: String { get }
    func beginEntry(path: String, size: Int64) throws
    func write(_ bytes: UnsafeRawBufferPointer) throws
    func finishEntry() throws
    /// Takes the entry begun last back out, as if it had never been begun.
    func abandonEntry() throws
}

extension EntryDestination {
    func writeEntry(path: String, bytes: [UInt8]) throws {
        try beginEntry(path: path, size: Int64(bytes.count))
        try bytes.withUnsafeBytes { try write($0) }
        try finishEntry()
    }

    /// A redacted file, from its spool: its original first `prefix` bytes (unchanged, so read again
    /// from `source`) and then the spool.
    func writeEntry(path: String, prefix: Int64 = 0, from source: String? = nil, spool: BoundedSpool) throws {
        try beginEntry(path: path, size: prefix + spool.length)
        if prefix > 0, let source {
            var copied: Int64 = 0
            try FileReader(path: source).forEachChunk(limit: prefix) { bytes in
                copied += Int64(bytes.count)
                try write(bytes)
            }
            guard copied == prefix else { throw Collector.FileChanged(path: source) }
        }
        try spool.forEachChunk { try write($0) }
        try finishEntry()
    }

    func makeSpool() -> BoundedSpool {
        BoundedSpool(directory: spoolDirectory, displayPath: displayPath)
    }
}

/// One small file's entry, made on a worker: its path and stored bytes, and what the manifest says
/// of it.
final class PreparedEntry: EntryDestination {
    let spoolDirectory: String
    let displayPath: String
    private(set) var path: String?
    private(set) var bytes: [UInt8] = []
    private(set) var isInEntry = false
    private(set) var isFinished = false
    var measured: Collector.MeasuredEntry?

    init(spoolDirectory: String, displayPath: String) {
        self.spoolDirectory = spoolDirectory
        self.displayPath = displayPath
    }

    func beginEntry(path: String, size: Int64) throws {
        self.path = path
        bytes.removeAll(keepingCapacity: true)
        bytes.reserveCapacity(Int(size))
        isInEntry = true
        isFinished = false
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        self.bytes.append(contentsOf: bytes)
    }

    func finishEntry() throws {
        isInEntry = false
        isFinished = true
    }

    func abandonEntry() throws {
        path = nil
        bytes = []
        isInEntry = false
        isFinished = false
    }

    /// Writes the entry into the archive (nothing, for a file left out).
    func replay(into archive: CollectArchive) throws {
        guard isFinished, let path else { return }
        try archive.writeEntry(path: path, bytes: bytes)
    }
}
