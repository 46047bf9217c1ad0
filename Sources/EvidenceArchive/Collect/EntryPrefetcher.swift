import EvidenceCore
import EvidenceRedaction
import Foundation

/// Files read, scanned and hashed on worker threads while the caller writes the tar, so the secret
/// scan and hashing run on one core and compression on the other. Each file is still read once: a
/// worker runs `Collector.collectEntry` into an `EntryChannel`, which hands the caller what to write
/// (an entry's start, its bytes, its end, or taking it back) in order; the caller drains the
/// channels in planned order, so the archive's bytes do not depend on the number of workers. Memory
/// is bounded: a channel holds at most `channelBudget` bytes, and at most `maximumOpen` are open.
final class EntryPrefetcher: @unchecked Sendable {
    /// Readers: two keep up with any compressor here; each more holds memory.
    static let maximumWorkers = 2
    /// Bytes a file's worker may be ahead of the caller.
    static let channelBudget = 2 << 20
    /// Files read ahead and not yet written, at most (finished small files wait here whole).
    static let maximumOpen = 3

    private let planned: [PlannedEntry]
    private let identities: [FileIdentity?]
    private let binarySecrets: BinarySecretsPolicy
    private let spoolDirectory: String
    private let displayPath: String
    private let condition = NSCondition()
    private var nextIndex = 0
    private var channels: [Int: EntryChannel] = [:]
    private var isStopped = false
    private var running = 0
    /// The channels' data buffers, handed back by the caller once written and reused.
    private let buffers = BufferShelf(capacity: FileReader.chunkSize, limit: 4)

    /// nil when no worker thread starts (a memory limit): the caller then reads the files itself.
    init?(planned: [PlannedEntry], identities: [FileIdentity?], workers: Int, binarySecrets: BinarySecretsPolicy, spoolDirectory: String, displayPath: String) {
        self.planned = planned
        self.identities = identities
        self.binarySecrets = binarySecrets
        self.spoolDirectory = spoolDirectory
        self.displayPath = displayPath
        running = workers
        var started = 0
        for _ in 0..<workers {
            if WorkerThread.start({ [self] in work() }) {
                started += 1
            } else {
                condition.lock()
                running -= 1
                condition.unlock()
            }
        }
        if started == 0 { return nil }
    }

    /// Files read ahead and not yet taken by the caller.
    var openChannels: Int {
        condition.lock()
        defer { condition.unlock() }
        return channels.count
    }

    /// Writes file `index`'s entry into `archive` as its worker makes it; what the manifest says of it.
    func collect(_ index: Int, into archive: CollectArchive) throws -> Collector.MeasuredEntry {
        condition.lock()
        while channels[index] == nil { condition.wait() }
        let channel = channels.removeValue(forKey: index)!
        condition.broadcast()
        condition.unlock()
        do {
            return try channel.drain(into: archive)
        } catch {
            // Its worker may be waiting for room in the channel: let it give up.
            channel.cancel()
            throw error
        }
    }

    /// Stops the workers (a worker waiting on its channel gives up) and waits for them.
    func stop() {
        condition.lock()
        isStopped = true
        let open = Array(channels.values)
        // A worker waiting for a free channel (the caller stopped draining: a file changed, a write
        // failed) must see the stop, or it waits forever and so does this (collect hung).
        condition.broadcast()
        condition.unlock()
        for channel in open { channel.cancel() }
        condition.lock()
        while running > 0 { condition.wait() }
        condition.unlock()
    }

    private func work() {
        condition.lock()
        while true {
            while !isStopped, nextIndex < planned.count, channels.count >= Self.maximumOpen { condition.wait() }
            guard !isStopped, nextIndex < planned.count else { break }
            let index = nextIndex
            nextIndex += 1
            let channel = EntryChannel(spoolDirectory: spoolDirectory, displayPath: displayPath, budget: Self.channelBudget, buffers: buffers)
            channels[index] = channel
            condition.broadcast()
            condition.unlock()
            let result = Result { try Collector.collectEntry(planned[index], expected: identities[index], into: channel, binarySecrets: binarySecrets) }
            channel.close(with: result)
            condition.lock()
        }
        running -= 1
        condition.broadcast()
        condition.unlock()
    }
}

/// One file's entry passed from its worker to the caller: commands in order, at most `budget` bytes
/// of data waiting. The worker writes; the caller drains into the archive.
final class EntryChannel: EntryDestination, @unchecked Sendable {
    enum Command {
        case begin(path: String, size: Int64)
        case data(GrowableBuffer)
        case finish
        case abandon
    }

    struct Cancelled: Error {}

    let spoolDirectory: String
    let displayPath: String
    private let budget: Int
    private let buffers: BufferShelf
    private let condition = NSCondition()
    private var commands: [Command] = []
    private var waiting = 0
    private var result: Result<Collector.MeasuredEntry, Error>?
    private var isCancelled = false
    /// The worker's side: bytes gathered before they are sent.
    private var pending: GrowableBuffer?
    private(set) var isInEntry = false

    init(spoolDirectory: String, displayPath: String, budget: Int, buffers: BufferShelf) {
        self.spoolDirectory = spoolDirectory
        self.displayPath = displayPath
        self.budget = budget
        self.buffers = buffers
    }

    // MARK: The worker's side

    func beginEntry(path: String, size: Int64) throws {
        try send(.begin(path: path, size: size))
        isInEntry = true
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard bytes.count > 0 else { return }
        let buffer = pending ?? buffers.take()
        pending = buffer
        buffer.append(bytes)
        if buffer.count >= FileReader.chunkSize { try flush() }
    }

    func finishEntry() throws {
        try send(.finish)
        isInEntry = false
    }

    func abandonEntry() throws {
        try send(.abandon)
        isInEntry = false
    }

    func close(with result: Result<Collector.MeasuredEntry, Error>) {
        if case .success = result { try? flush() }
        condition.lock()
        self.result = result
        condition.broadcast()
        condition.unlock()
    }

    func cancel() {
        condition.lock()
        isCancelled = true
        condition.broadcast()
        condition.unlock()
    }

    private func flush() throws {
        guard let buffer = pending, buffer.count > 0 else { return }
        pending = nil
        try enqueue(.data(buffer), size: buffer.count)
    }

    private func send(_ command: Command) throws {
        try flush()
        try enqueue(command, size: 0)
    }

    private func enqueue(_ command: Command, size: Int) throws {
        condition.lock()
        defer { condition.unlock() }
        while waiting > 0, waiting + size > budget, !isCancelled { condition.wait() }
        if isCancelled { throw Cancelled() }
        commands.append(command)
        waiting += size
        condition.broadcast()
    }

    // MARK: The caller's side

    /// Applies the worker's commands to `archive` until the file is done; its outcome.
    func drain(into archive: CollectArchive) throws -> Collector.MeasuredEntry {
        while true {
            condition.lock()
            while commands.isEmpty, result == nil { condition.wait() }
            let batch = commands
            commands.removeAll()
            let done = result
            condition.unlock()
            try apply(batch, to: archive)
            // The outcome is set after the last command: with it, the batch held all that was left.
            if let done { return try done.get() }
        }
    }

    private func apply(_ batch: [Command], to archive: CollectArchive) throws {
        for command in batch {
            switch command {
            case .begin(let path, let size): try archive.beginEntry(path: path, size: size)
            case .data(let buffer):
                try archive.write(buffer.bytes)
                condition.lock()
                waiting -= buffer.count
                condition.broadcast()
                condition.unlock()
                buffers.put(buffer)
            case .finish: try archive.finishEntry()
            case .abandon: try archive.abandonEntry()
            }
        }
    }
}
