import Foundation

/// A heap byte buffer that grows on request and is reused; not copy-on-write, not shared.
package final class GrowableBuffer {
    package private(set) var base: UnsafeMutableRawPointer
    package private(set) var capacity: Int
    package var count = 0

    package init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(byteCount: self.capacity, alignment: 16)
    }

    package var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

    /// Makes room for at least `total` bytes, keeping the first `count`.
    package func reserve(_ total: Int) {
        guard total > capacity else { return }
        let grown = UnsafeMutableRawPointer.allocate(byteCount: total, alignment: 16)
        grown.copyMemory(from: base, byteCount: count)
        base.deallocate()
        base = grown
        capacity = total
    }

    package func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(count + bytes.count)
        (base + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    deinit { base.deallocate() }
}

/// Buffers of one size handed back and forth between threads and reused, at most `limit` kept.
/// Allocating a fresh 256 KiB buffer for every chunk a thread passes on made glibc map (or grow the
/// heap for) and fault in its pages each time, and free them again on another thread: a third of
/// collect's page faults, and a copy into cold memory each time.
package final class BufferShelf: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [GrowableBuffer] = []
    private let capacity: Int
    private let limit: Int

    package init(capacity: Int, limit: Int) {
        self.capacity = capacity
        self.limit = limit
    }

    /// An empty buffer of at least `capacity` bytes.
    package func take() -> GrowableBuffer {
        lock.lock()
        let buffer = kept.popLast()
        lock.unlock()
        return buffer ?? GrowableBuffer(capacity: capacity)
    }

    /// Back on the shelf (emptied), unless it holds `limit` already or the buffer grew past twice
    /// the size (a long line held whole).
    package func put(_ buffer: GrowableBuffer) {
        guard buffer.capacity <= 2 * capacity else { return }
        buffer.count = 0
        lock.lock()
        if kept.count < limit { kept.append(buffer) }
        lock.unlock()
    }
}
