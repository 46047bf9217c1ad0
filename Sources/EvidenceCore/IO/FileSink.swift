#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered writes to an open file descriptor (which it does not own).
package final class FileSink: ByteSink {
    private let descriptor: Int32
    private let displayPath: String
    private var buffer: [UInt8] = []
    private let capacity: Int
    package private(set) var bytesWritten: Int64 = 0

    package init(descriptor: Int32, displayPath: String, capacity: Int = 1 << 20) {
        self.descriptor = descriptor
        self.displayPath = displayPath
        self.capacity = capacity
        buffer.reserveCapacity(capacity)
    }

    package func write(_ bytes: UnsafeRawBufferPointer) throws {
        if buffer.count + bytes.count > capacity {
            try flush()
            if bytes.count >= capacity {
                try writeAll(bytes)
                return
            }
        }
        buffer.append(contentsOf: bytes)
    }

    package func finish() throws {
        try flush()
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        try buffer.withUnsafeBytes { try writeAll($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes a whole buffer and flushes (small outputs such as reports).
    package func writeAll(_ bytes: [UInt8]) throws {
        try flush()
        try bytes.withUnsafeBytes { try writeAll($0) }
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) throws {
        let failure = SystemCall.writeAll(descriptor, bytes)
        if failure != 0 {
            throw EvidenceError(.outputFailed, "Cannot write \(displayPath): \(SystemError.text(failure)).")
        }
        bytesWritten += Int64(bytes.count)
    }
}

/// errno as words.
package enum SystemError {
    package static func text(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
