import Foundation

/// Values made once per key for the whole run, each under a lock of its own: tests asking at once
/// for one key wait for one making (an expensive setup, such as a run collected and triaged), and
/// different keys are made at once. A failure is kept too, and thrown to each test that asks.
public final class OnceEach<Value: Sendable>: @unchecked Sendable {
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var result: Result<Value, any Error>?
    }

    private let lock = NSLock()
    private var slots: [String: Slot] = [:]

    public init() {}

    public func value(for key: String, _ make: () throws -> Value) throws -> Value {
        let slot = lock.withLock {
            if let slot = slots[key] { return slot }
            let slot = Slot()
            slots[key] = slot
            return slot
        }
        return try slot.lock.withLock {
            if let result = slot.result { return result }
            let result = Result { try make() }
            slot.result = result
            return result
        }.get()
    }
}
