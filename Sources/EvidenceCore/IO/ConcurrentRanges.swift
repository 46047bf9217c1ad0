import Dispatch
import Foundation

/// Independent work over a range of indices (rendering a test's JSON, classifying a failure), cut
/// into chunks done on every core, the answers kept in index order: output is the same bytes as
/// one thread's, whatever the number of cores.
package enum ConcurrentRanges {
    package static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// `transform` of each chunk of `range`, in order. One core, or one chunk: done here.
    package static func map<T: Sendable>(_ range: Range<Int>, chunkSize: Int, _ transform: @escaping @Sendable (Range<Int>) -> T) -> [T] {
        let size = max(1, chunkSize)
        let chunks = stride(from: range.lowerBound, to: range.upperBound, by: size).map { $0..<min($0 + size, range.upperBound) }
        guard chunks.count > 1, cores > 1 else { return chunks.map(transform) }
        let slots = OrderedSlots<T>(count: chunks.count)
        DispatchQueue.concurrentPerform(iterations: chunks.count) { index in slots.set(index, transform(chunks[index])) }
        return slots.values()
    }

    /// The whole of `transform`'s answers, in order (chunks of `chunkSize` indices at a time).
    package static func flatMap<T: Sendable>(_ range: Range<Int>, chunkSize: Int, _ transform: @escaping @Sendable (Int) -> T) -> [T] {
        map(range, chunkSize: chunkSize) { chunk in chunk.map(transform) }.flatMap { $0 }
    }
}
