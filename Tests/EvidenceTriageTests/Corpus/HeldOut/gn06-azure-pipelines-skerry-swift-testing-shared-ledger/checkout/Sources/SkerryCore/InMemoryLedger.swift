import Foundation

public struct LedgerRecord: Equatable, Sendable {
    public var id: String
    public var payload: Data
    public var sent: Bool = false

    public init(id: String, payload: Data) {
        self.id = id
        self.payload = payload
    }
}

/// The outbox ledger the field app keeps between survey syncs. The app uses a
/// file-backed ledger; tests and previews use this in-memory one.
public final class InMemoryLedger: @unchecked Sendable {
    public static let shared = InMemoryLedger()

    private let lock = NSLock()
    private var records: [LedgerRecord] = []

    public init() {}

    /// Appending the same record id twice must not queue it twice (the survey
    /// form re-submits on every autosave).
    public func append(_ record: LedgerRecord) {
        lock.withLock { records.append(record) }
    }

    public func markSent(id: String) {
        lock.withLock {
            for index in records.indices where records[index].id == id { records[index].sent = true }
        }
    }

    public func reset() { lock.withLock { records.removeAll() } }

    public var pending: [LedgerRecord] { lock.withLock { records.filter { !$0.sent } } }
    public var sentCount: Int { lock.withLock { records.filter(\.sent).count } }
}
