#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// `read(2)` and `write(2)`, retried when a signal interrupts them (EINTR), under names that do not
/// clash with the `read`/`write` methods of the types that call them. The one place that loops on
/// EINTR; callers see a count, 0 at the end of a file, or -1 with `errno` set.
package enum SystemCall {
    @inline(__always)
    package static func read(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        while true {
            #if canImport(Glibc)
            let result = Glibc.read(descriptor, pointer, count)
            #else
            let result = Darwin.read(descriptor, pointer, count)
            #endif
            if result < 0, errno == EINTR { continue }
            return result
        }
    }

    @inline(__always)
    package static func write(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        while true {
            #if canImport(Glibc)
            let result = Glibc.write(descriptor, pointer, count)
            #else
            let result = Darwin.write(descriptor, pointer, count)
            #endif
            if result < 0, errno == EINTR { continue }
            return result
        }
    }

    /// Writes all of `bytes`, continuing after short writes; 0, or the `errno` of the write that failed.
    package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 { return errno }
            offset += written
        }
        return 0
    }
}
