import CZlib

/// zlib's own inflate with gzip decoding (windowBits 15 + 16); insists on exactly one member.
enum ZlibInflate {
    struct Failure: Error { var code: Int32 }

    static func gunzip(_ compressed: [UInt8]) throws -> [UInt8] {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer {
            inflateEnd(stream)
            stream.deallocate()
        }
        guard evidence_inflateInit2(stream, 15 + 16) == Z_OK else { throw Failure(code: Z_STREAM_ERROR) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var input = compressed
        let status: Int32 = input.withUnsafeMutableBufferPointer { source in
            stream.pointee.next_in = source.baseAddress
            stream.pointee.avail_in = uInt(source.count)
            while true {
                let result = chunk.withUnsafeMutableBufferPointer { target -> Int32 in
                    stream.pointee.next_out = target.baseAddress
                    stream.pointee.avail_out = uInt(target.count)
                    let result = inflate(stream, Z_NO_FLUSH)
                    output.append(contentsOf: target.prefix(target.count - Int(stream.pointee.avail_out)))
                    return result
                }
                if result != Z_OK { return result }
            }
        }
        guard status == Z_STREAM_END else { throw Failure(code: status) }
        // Nothing may follow the member.
        guard stream.pointee.avail_in == 0 else { throw Failure(code: Z_DATA_ERROR) }
        return output
    }
}
