#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes kept aside on disk for a moment: an unnamed temporary file (O_TMPFILE on Linux; elsewhere a
/// file removed as soon as it is created), so nothing is left behind whatever happens to the process.
/// Written through a buffer; can be cut back (`truncate`), copied to another file and read back.
package final class SpoolFile: RewindableSink {
    private let descriptor: Int32
    private let displayPath: String
    private let buffer: UnsafeMutableRawPointer
    private let capacity: Int
    private var buffered = 0
    /// Bytes in the file itself (the buffer's not counted).
    private var flushed: Int64 = 0

    /// - Parameter directory: where the file goes (beside the output, so it is on the output's disk,
    ///   not in a memory file system); `displayPath` names the output in errors.
    package init(directory: String, displayPath: String, capacity: Int = 1 << 20) throws {
        self.displayPath = displayPath
        #if os(Linux)
        var descriptor = open(directory, AtomicOutputFile.temporaryFileFlag | O_RDWR | O_CLOEXEC, 0o600)
        #else
        var descriptor: Int32 = -1
        #endif
        if descriptor < 0 {
            var template = Array("\(directory)/.evidence-spool-XXXXXX".utf8CString)
            descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            if descriptor >= 0 { template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) } }
        }
        guard descriptor >= 0 else {
            throw EvidenceError(.outputFailed, "Cannot write \(displayPath): no temporary file in \(directory): \(SystemError.text(errno)).")
        }
        self.descriptor = descriptor
        self.capacity = capacity
        buffer = .allocate(byteCount: capacity, alignment: 16)
    }

    package var length: Int64 { flushed + Int64(buffered) }

    package func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        if buffered + bytes.count > capacity {
            try flush()
            if bytes.count >= capacity {
                try writeAll(bytes)
                return
            }
        }
        (buffer + buffered).copyMemory(from: base, byteCount: bytes.count)
        buffered += bytes.count
    }

    package func finish() throws {
        try flush()
    }

    package func truncate(to length: Int64) throws {
        if length >= flushed {
            buffered = Int(length - flushed)
            return
        }
        buffered = 0
        guard ftruncate(descriptor, off_t(length)) == 0, lseek(descriptor, off_t(length), SEEK_SET) >= 0 else { throw failure(errno) }
        flushed = length
    }

    /// Calls `body` with the spooled bytes in order, in pieces of at most the buffer's size.
    package func forEachChunk(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        try flush()
        let piece = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        defer { piece.deallocate() }
        var offset: Int64 = 0
        while offset < flushed {
            let want = Int(min(Int64(capacity), flushed - offset))
            let count = pread(descriptor, piece, want, off_t(offset))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw failure(count < 0 ? errno : EIO) }
            try body(UnsafeRawBufferPointer(start: piece, count: count))
            offset += Int64(count)
        }
    }

    /// Fills `buffer` with the bytes at `offset`, which were written and finished before.
    package func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) throws {
        guard let base = buffer.baseAddress else { return }
        var done = 0
        while done < buffer.count {
            let count = pread(descriptor, base + done, buffer.count - done, off_t(offset + Int64(done)))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                throw EvidenceError(.outputFailed, "Cannot read back \(displayPath) from its temporary file: \(SystemError.text(count < 0 ? errno : EIO)).")
            }
            done += count
        }
    }

    /// Appends the spooled bytes to `target` (at its current offset): in the kernel (`sendfile`) on
    /// Linux, else through a buffer. Returns how many bytes were copied.
    package func copy(to target: Int32, targetName: String) throws -> Int64 {
        try flush()
        var offset: off_t = 0
        #if os(Linux)
        while Int64(offset) < flushed {
            let sent = sendfile(target, descriptor, &offset, Int(min(flushed - Int64(offset), 1 << 30)))
            if sent < 0, errno == EINTR { continue }
            if sent <= 0 { break }
        }
        #endif
        guard Int64(offset) < flushed else { return flushed }
        // No sendfile (or it refused these files): the rest through a buffer.
        let piece = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        defer { piece.deallocate() }
        while Int64(offset) < flushed {
            let count = pread(descriptor, piece, Int(min(Int64(capacity), flushed - Int64(offset))), offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw failure(count < 0 ? errno : EIO) }
            let code = SystemCall.writeAll(target, UnsafeRawBufferPointer(start: piece, count: count))
            guard code == 0 else { throw EvidenceError(.outputFailed, "Cannot write \(targetName): \(SystemError.text(code)).") }
            offset += off_t(count)
        }
        return flushed
    }

    private func flush() throws {
        guard buffered > 0 else { return }
        try writeAll(UnsafeRawBufferPointer(start: buffer, count: buffered))
        buffered = 0
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) throws {
        let code = SystemCall.writeAll(descriptor, bytes)
        guard code == 0 else { throw failure(code) }
        flushed += Int64(bytes.count)
    }

    private func failure(_ code: Int32) -> EvidenceError {
        EvidenceError(.outputFailed, "Cannot write \(displayPath): \(SystemError.text(code)) (its temporary file).")
    }

    deinit {
        buffer.deallocate()
        close(descriptor)
    }
}

/// Bytes in memory, as a `RewindableSink` (a manifest's compressed frames, small outputs).
package final class MemorySink: RewindableSink {
    package private(set) var bytes: [UInt8] = []

    package init() {}

    package var length: Int64 { Int64(bytes.count) }

    package func write(_ chunk: UnsafeRawBufferPointer) throws {
        bytes.append(contentsOf: chunk)
    }

    package func finish() throws {}

    package func truncate(to length: Int64) throws {
        bytes.removeLast(bytes.count - Int(length))
    }
}

/// Bytes set aside in memory up to a bound, then in a `SpoolFile`: a redacted file waiting for its
/// size to be known before its tar header is written.
package final class BoundedSpool: ByteSink {
    package static let memoryLimit = 4 << 20
    private let directory: String
    private let displayPath: String
    private var memory: [UInt8] = []
    private var file: SpoolFile?
    package private(set) var length: Int64 = 0

    package init(directory: String, displayPath: String) {
        self.directory = directory
        self.displayPath = displayPath
    }

    package func write(_ bytes: UnsafeRawBufferPointer) throws {
        length += Int64(bytes.count)
        if let file {
            try file.write(bytes)
        } else if memory.count + bytes.count <= Self.memoryLimit {
            memory.append(contentsOf: bytes)
        } else {
            let spilled = try SpoolFile(directory: directory, displayPath: displayPath)
            try memory.withUnsafeBytes { try spilled.write($0) }
            try spilled.write(bytes)
            memory = []
            file = spilled
        }
    }

    package func finish() throws {
        try file?.finish()
    }

    /// The spooled bytes, in order.
    package func forEachChunk(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        if let file {
            try file.forEachChunk(body)
        } else if !memory.isEmpty {
            try memory.withUnsafeBytes { try body($0) }
        }
    }
}
