import CZlib

/// One zlib deflate stream producing raw deflate data (no zlib or gzip wrapper), reused block after
/// block through `deflateReset`. The z_stream lives at a fixed address because zlib checks that the
/// stream it is handed is the one it was initialised with.
/// Sendable by hand: a stream belongs to one worker thread, handed to it once when the thread starts.
final class RawDeflater: @unchecked Sendable {
    private let stream: UnsafeMutablePointer<z_stream>
    private let level: Int32

    init(level: Int32) throws {
        self.level = level
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // -15: raw deflate with a 32 KiB window; memLevel 8 and the default strategy, as gzip does.
        let result = evidence_deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY)
        guard result == Z_OK else {
            let error = ZlibError(code: result, action: "initialising deflate", stream: stream)
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw error
        }
    }

    /// Deflates `input` primed with `dictionary` into `output`, ending on a sync flush (byte aligned,
    /// so the next block's data can follow directly) or, for the last block, on the final block.
    /// `store`: emit stored (level 0) blocks instead of searching for matches — for input that looks
    /// random, where the search costs most and finds nothing.
    func compress(_ input: UnsafeRawBufferPointer, dictionary: UnsafeRawBufferPointer, isLast: Bool, store: Bool = false, into output: GrowableBuffer) throws {
        var result = deflateReset(stream)
        guard result == Z_OK else { throw ZlibError(code: result, action: "resetting deflate", stream: stream) }
        // Right after a reset this only records the level; nothing is flushed.
        result = deflateParams(stream, store ? 0 : level, Z_DEFAULT_STRATEGY)
        guard result == Z_OK else { throw ZlibError(code: result, action: "setting the level", stream: stream) }
        if !store, let base = dictionary.baseAddress, dictionary.count > 0 {
            result = deflateSetDictionary(stream, base.assumingMemoryBound(to: Bytef.self), uInt(dictionary.count))
            guard result == Z_OK else { throw ZlibError(code: result, action: "setting the dictionary", stream: stream) }
        }
        output.count = 0
        output.reserve(Int(deflateBound(stream, uLong(input.count))) + 64)
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = uInt(input.count)
        let flush = isLast ? Z_FINISH : Z_SYNC_FLUSH
        while true {
            if output.count == output.capacity { output.reserve(output.capacity * 2) }
            let room = output.capacity - output.count
            stream.pointee.next_out = (output.base + output.count).assumingMemoryBound(to: Bytef.self)
            stream.pointee.avail_out = uInt(room)
            result = deflate(stream, flush)
            output.count += room - Int(stream.pointee.avail_out)
            if result == Z_STREAM_END { return }
            guard result == Z_OK || result == Z_BUF_ERROR else {
                throw ZlibError(code: result, action: "deflating", stream: stream)
            }
            // A sync flush is complete once deflate leaves output space unused with all input taken.
            if !isLast, stream.pointee.avail_out > 0, stream.pointee.avail_in == 0 { return }
            if result == Z_BUF_ERROR, stream.pointee.avail_out > 0 {
                throw ZlibError(code: result, action: "deflating", stream: stream)
            }
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }
}
