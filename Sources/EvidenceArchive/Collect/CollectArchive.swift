import EvidenceCore
import EvidenceRun

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The archive `collect` writes in one pass over its inputs, with the manifest — known only once every
/// file has been read — as its first entry.
///
/// The entries' tar stream is compressed as it is written (`BlockCompressor`, on `threads` workers)
/// into a spool file beside the output. At the end the manifest's tar entry is compressed on its own
/// and written first, then the spool is copied after it: zstd frames concatenate, gzip's raw deflate
/// pieces join into one member (the manifest's end on a sync flush, one CRC-32 combined from both),
/// and a plain tar is just bytes. Each entry's start is a mark the compressor can return to, so an
/// entry found to hold a secret part way through (or to be withheld) is taken back out
/// (`abandonEntry`) and written again from its redacted copy.
///
/// The bytes depend on the tar stream alone, never on `threads`: blocks are cut at fixed offsets of
/// the entries' stream and compressed as pure functions of their bytes.
final class CollectArchive: EntryDestination {
    /// The tar stream is padded to a multiple of this (GNU tar's and libarchive's default record).
    static let recordSize: Int64 = 10240
    let compression: ArchiveCompression
    let spoolDirectory: String
    let displayPath: String
    private let mtime: Int64
    private let spool: SpoolFile
    private let compressor: BlockCompressor
    private let gate: EntryGate
    private let writer: ArchiveWriter
    /// An entry has been started and not finished or abandoned.
    private(set) var isInEntry = false

    init(compression: ArchiveCompression, threads: Int, mtime: Int64, directory: String, displayPath: String) throws {
        self.compression = compression
        spoolDirectory = directory
        self.displayPath = displayPath
        self.mtime = mtime
        spool = try SpoolFile(directory: directory, displayPath: displayPath)
        compressor = try BlockCompressor(codec: Self.codec(compression), sink: spool, threads: threads, blockSize: Self.blockSize(compression))
        gate = EntryGate(compressor)
        writer = try ArchiveWriter(sink: gate, filter: .none, mtime: mtime, blocked: false)
    }

    /// gzip: level 6 (gzip's default) in 128 KiB blocks (pigz's); zstd: level 3 (zstd's default),
    /// one frame per 1 MiB.
    static func codec(_ compression: ArchiveCompression) -> BlockCodec {
        switch compression {
        case .gzip: .deflate(level: 6)
        case .zstd: .zstd(level: 3)
        case .none: .store
        }
    }

    static func blockSize(_ compression: ArchiveCompression) -> Int {
        compression == .gzip ? gzipBlockSize : zstdFrameSize
    }

    /// 128 KiB (pigz's): blocks up to 1 MiB shrink the output by about 0.1 % only and hold more in flight.
    static let gzipBlockSize = 128 * 1024
    /// 1 MiB frames: about 1 % larger than one frame over everything, with little memory in flight.
    static let zstdFrameSize = 1 << 20

    // MARK: - Entries

    func beginEntry(path: String, size: Int64) throws {
        compressor.setMark()
        isInEntry = true
        try writer.beginFile(path: path, size: size)
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        try writer.writeData(bytes)
    }

    func finishEntry() throws {
        try writer.finishEntry()
        isInEntry = false
    }

    /// Takes the entry begun last back out of the archive, as if it had never been begun.
    func abandonEntry() throws {
        // libarchive pads the entry to its announced size; that goes nowhere.
        gate.isDiscarding = true
        defer { gate.isDiscarding = false }
        try writer.finishEntry()
        gate.isDiscarding = false
        try compressor.rollback()
        isInEntry = false
    }

    // MARK: - The end

    /// Ends the tar stream and writes the archive to `descriptor`: the manifest's entry first, then
    /// the spooled entries. Returns the archive's size.
    func finish(manifest: [UInt8], to descriptor: Int32) throws -> Int64 {
        try writer.close()
        let head = try Self.tarEntry(path: Manifest.archivePath, contents: manifest, mtime: mtime)
        // The whole stream (manifest, entries, end-of-archive blocks) fills whole records.
        let total = Int64(head.count) + compressor.inputLength
        let padding = Int((Self.recordSize - total % Self.recordSize) % Self.recordSize)
        if padding > 0 { try [UInt8](repeating: 0, count: padding).withUnsafeBytes { try compressor.write($0) } }
        try compressor.finish()
        try spool.finish()

        let front = MemorySink()
        let frontCompressor = try BlockCompressor(
            codec: compressor.codec, sink: front, threads: 1, blockSize: compressor.blockSize, endsStream: false)
        try head.withUnsafeBytes { try frontCompressor.write($0) }
        try frontCompressor.finish()

        let output = DescriptorWriter(descriptor: descriptor, displayPath: displayPath)
        if compression == .gzip { try output.write(GzipContainer.header) }
        try output.write(front.bytes)
        try output.append(spool)
        if compression == .gzip {
            try output.write(GzipContainer.trailer(frontCompressor, compressor))
        }
        return output.written
    }

    /// The tar bytes of one entry (its header, any pax header, its contents padded to 512 bytes).
    static func tarEntry(path: String, contents: [UInt8], mtime: Int64) throws -> [UInt8] {
        let memory = MemorySink()
        let writer = try ArchiveWriter(sink: memory, filter: .none, mtime: mtime, blocked: false)
        try writer.writeFile(path: path, contents: contents)
        // Before the writer goes: freeing it closes the archive, which adds the end-of-archive blocks.
        return withExtendedLifetime(writer) { memory.bytes }
    }
}

/// Between libarchive and the compressor: drops what libarchive writes while an abandoned entry is
/// closed; `finish` is the archive's to call, at the very end.
private final class EntryGate: ByteSink {
    let target: BlockCompressor
    var isDiscarding = false

    init(_ target: BlockCompressor) {
        self.target = target
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        if !isDiscarding { try target.write(bytes) }
    }

    func finish() throws {}
}

/// Unbuffered writes of whole pieces to a descriptor, counted.
private final class DescriptorWriter {
    let descriptor: Int32
    let displayPath: String
    private(set) var written: Int64 = 0

    init(descriptor: Int32, displayPath: String) {
        self.descriptor = descriptor
        self.displayPath = displayPath
    }

    func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }

    func append(_ spool: SpoolFile) throws {
        written += try spool.copy(to: descriptor, targetName: displayPath)
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard bytes.count > 0 else { return }
        let failure = SystemCall.writeAll(descriptor, bytes)
        guard failure == 0 else { throw EvidenceError(.outputFailed, "Cannot write \(displayPath): \(SystemError.text(failure)).") }
        written += Int64(bytes.count)
    }
}
