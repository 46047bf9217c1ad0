import EvidenceCore

/// Where `Collector.collectFile` writes the one entry a file becomes: the archive itself (one thread),
/// or an `EntryChannel` to it (a file read on a worker, written by the caller in planned order).
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
    func writeEntry(path: String, prefix: Int64 = 0, from source: ListedFile? = nil, spool: BoundedSpool) throws {
        try beginEntry(path: path, size: prefix + spool.length)
        if prefix > 0, let source {
            var copied: Int64 = 0
            try source.open().forEachChunk(limit: prefix) { bytes in
                copied += Int64(bytes.count)
                try write(bytes)
            }
            guard copied == prefix else { throw Collector.FileChanged(path: source.path) }
        }
        try spool.forEachChunk { try write($0) }
        try finishEntry()
    }

    func makeSpool() -> BoundedSpool {
        BoundedSpool(directory: spoolDirectory, displayPath: displayPath)
    }
}
