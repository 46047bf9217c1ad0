/// Something that takes a stream of bytes in order: a file, a compressor in front of a file.
public protocol ByteSink: AnyObject {
    func write(_ bytes: UnsafeRawBufferPointer) throws
    /// Flushes and closes; no write may follow.
    func finish() throws
}
