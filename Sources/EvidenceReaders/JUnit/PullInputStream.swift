import Foundation

/// An InputStream over a pull function (e.g. `ArchiveReader.read(into:)`), so XMLParser can read an
/// archive entry chunk by chunk without the entry being extracted or held in memory.
final class PullInputStream: InputStream {
    private let pull: (UnsafeMutableRawBufferPointer) throws -> Int
    private var status: Stream.Status = .notOpen
    private var failure: Error?

    init(_ pull: @escaping (UnsafeMutableRawBufferPointer) throws -> Int) {
        self.pull = pull
        super.init(data: Data())
    }

    /// The error the pull function threw, if reading stopped because of one.
    var pullError: Error? { failure }

    override func open() { status = .open }
    override func close() { status = .closed }
    override var streamStatus: Stream.Status { status }
    override var streamError: Error? { failure }
    override var hasBytesAvailable: Bool { status == .open }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
        guard status == .open else { return status == .atEnd ? 0 : -1 }
        do {
            let count = try pull(UnsafeMutableRawBufferPointer(start: buffer, count: length))
            if count == 0 { status = .atEnd }
            return count
        } catch {
            failure = error
            status = .error
            return -1
        }
    }

    override func getBuffer(_ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, length len: UnsafeMutablePointer<Int>) -> Bool { false }
}
