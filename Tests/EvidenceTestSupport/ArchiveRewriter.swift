import EvidenceKit

/// Rewrites a tar archive entry by entry, in memory (tests only, small archives): the way someone
/// tampering with evidence would re-pack it.
public enum ArchiveRewriter {
    public struct Entry: Equatable {
        public var path: String
        public var contents: [UInt8]
        /// The header's mtime as read; `write` gives every entry the first entry's, as collect does.
        public var mtime: Int64 = 0
        public init(path: String, contents: [UInt8]) {
            self.path = path
            self.contents = contents
        }
    }

    public static func entries(of archive: String) throws -> [Entry] {
        let reader = try ArchiveReader(path: archive)
        var entries: [Entry] = []
        while let header = try reader.nextEntry() {
            var bytes: [UInt8] = []
            try reader.readData { bytes.append(contentsOf: $0) }
            if header.isRegularFile {
                var entry = Entry(path: header.path, contents: bytes)
                entry.mtime = header.mtime
                entries.append(entry)
            }
        }
        return entries
    }

    package static func write(_ entries: [Entry], to path: String, filter: ArchiveWriter.Filter = .gzip(level: 6)) throws {
        let output = try AtomicOutputFile(destination: path)
        let writer = try ArchiveWriter(sink: FileSink(descriptor: output.descriptor, displayPath: path), filter: filter, mtime: entries.first?.mtime ?? 0)
        for entry in entries { try writer.writeFile(path: entry.path, contents: entry.contents) }
        try writer.close()
        try output.commit()
    }
}
