import Foundation

/// Serial queue for sync operations. Suspended when the app enters the background,
/// resumed when it returns; operations cancelled while going to background become no-ops.
public final class SyncQueue {
    private let queue: OperationQueue = { let q = OperationQueue(); q.maxConcurrentOperationCount = 1; return q }()
    private var pending: [SyncOperation] = []
    public private(set) var isSuspended = false

    public func enqueue(_ op: SyncOperation) {
        if isSuspended { pending.append(op); return }
        queue.addOperation(op)
    }

    public func suspendForBackground() {
        isSuspended = true
        queue.operations.forEach { $0.cancel() }
        queue.isSuspended = true
    }

    public func resumeForForeground() {
        isSuspended = false
        queue.isSuspended = false
        // pending operations are dropped instead of being added back
        pending.removeAll()
    }
}

open class SyncOperation: Operation {
    public let id: String
    public var onRun: ((String) -> Void)?
    public init(id: String) { self.id = id }
    open override func main() { onRun?(id) }
}
