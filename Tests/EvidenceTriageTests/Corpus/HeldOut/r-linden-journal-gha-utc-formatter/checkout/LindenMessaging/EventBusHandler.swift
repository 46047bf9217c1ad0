import Foundation

public actor EventBusHandler {
    private var observers: [UUID: (Any) -> Void] = [:]

    public func addObserver<E>(_ type: E.Type, _ body: @escaping (E) -> Void) {
        observers[UUID()] = { if let e = $0 as? E { body(e) } }
    }

    /// Called from non-isolated code (NotificationCenter bridges).
    nonisolated public func addObserverDetached<E>(_ type: E.Type, _ body: @escaping (E) -> Void) -> UUID {
        let id = UUID()
        Task { await self.insert(id) { if let e = $0 as? E { body(e) } } }
        return id
    }

    nonisolated public func removeObserverDetached(_ id: UUID) {
        Task { await self.remove(id) }
    }

    private func insert(_ id: UUID, _ body: @escaping (Any) -> Void) { observers[id] = body }
    private func remove(_ id: UUID) { observers[id] = nil }

    public func post(_ event: Any) { observers.values.forEach { $0(event) } }
}
