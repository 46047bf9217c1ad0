#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a document as they arrive, addressed by their offset in the whole: `ManifestReader`
/// reads a 64 MiB manifest through a window of the part it has not finished with, never the whole
/// (which would sit beside the manifest it decodes to, past the 256 MB a command may use).
///
/// Readers read through a `View` they keep (a pointer, no access to this class per byte: Swift checks
/// each access to a class's stored property at run time) and take a new one after anything that may
/// have moved the bytes — reading past the view (`load`) or `discard`.
package final class ByteWindow {
    /// The bytes held, from `start` (their offset in the document) on: `base[0 ..< count]`.
    struct View {
        fileprivate(set) var base: UnsafePointer<UInt8>?
        fileprivate(set) var start = 0
        fileprivate(set) var end = 0

        /// The byte at `position` when the view holds it.
        @inline(__always) func byte(at position: Int) -> UInt8? {
            guard position >= start, position < end, let base else { return nil }
            return base[position - start]
        }
    }

    private var storage: UnsafeMutablePointer<UInt8>?
    private var capacity = 0
    private var count = 0
    private var start = 0
    private let next: (() throws -> [UInt8]?)?
    private var finished: Bool
    /// What reading the rest failed with; the window ends there, and the reader rethrows it.
    package private(set) var readError: (any Error)?

    /// A document handed over whole.
    init(_ bytes: UnsafeRawBufferPointer) {
        next = nil
        finished = true
        append(bytes)
    }

    /// A document read chunk by chunk from `next` (nil at its end).
    package init(reading next: @escaping () throws -> [UInt8]?) {
        self.next = next
        finished = false
    }

    deinit { free(storage) }

    var view: View { View(base: storage.map { UnsafePointer($0) }, start: start, end: start + count) }

    /// The byte at `position` (reading chunks until it is held), nil past the end of the document
    /// or where reading failed. Slow: readers keep a `View`, and call this only past it.
    func byte(at position: Int) -> UInt8? {
        guard position >= start else { return nil }
        while position >= start + count {
            guard !finished, let next else { return nil }
            do {
                guard let chunk = try next() else {
                    finished = true
                    return nil
                }
                chunk.withUnsafeBytes { append($0) }
            } catch {
                readError = error
                finished = true
                return nil
            }
        }
        return storage?[position - start]
    }

    private func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity {
            capacity = max(count + bytes.count, capacity * 2, 1 << 16)
            storage = realloc(storage, capacity)?.assumingMemoryBound(to: UInt8.self)
            guard storage != nil else { fatalError("out of memory for the manifest's window") }
        }
        memcpy(storage! + count, source, bytes.count)
        count += bytes.count
    }

    /// The bytes `range` (inside what the window holds).
    func bytes(_ range: Range<Int>) -> [UInt8] {
        guard let storage, !range.isEmpty else { return [] }
        return Array(UnsafeBufferPointer(start: storage + (range.lowerBound - start), count: range.count))
    }

    /// Forgets the bytes before `position`: nothing reads them again. Done in steps of at least
    /// 1 MiB, so the moving stays a small part of the reading.
    func discard(before position: Int) {
        let dropped = position - start
        guard dropped >= 1 << 20, dropped <= count, let storage else { return }
        memmove(storage, storage + dropped, count - dropped)
        count -= dropped
        start = position
    }
}
