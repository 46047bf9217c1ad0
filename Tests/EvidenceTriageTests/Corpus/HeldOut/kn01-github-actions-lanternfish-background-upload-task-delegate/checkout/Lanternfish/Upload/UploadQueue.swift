import Foundation

protocol ChunkTransport {
    func send(chunk index: Int) -> Bool
}

/// Splits an original into chunks and sends them in order, retrying a failed chunk.
final class UploadQueue {
    private let transport: ChunkTransport
    private let maxRetries: Int

    init(transport: ChunkTransport, maxRetries: Int = 1) {
        self.transport = transport
        self.maxRetries = maxRetries
    }

    /// Returns the indices of chunks that never went through.
    @discardableResult
    func upload(chunks count: Int) -> [Int] {
        var failed: [Int] = []
        for index in 0..<count {
            var attempt = 0
            var sent = false
            repeat {
                attempt += 1
                sent = transport.send(chunk: index)
            } while !sent && attempt <= maxRetries + 1
            if !sent { failed.append(index) }
        }
        return failed
    }
}
