import Foundation

/// Decides whether the receipt scanner may upload a photo to the OCR service.
/// A request is held until the user answers the in-app prompt or the budget
/// runs out, in which case it is rejected automatically.
actor ScanPermissionDelegate {
    enum Decision: Equatable, Sendable { case allow, reject, autoRejected }

    private var pending: [UUID: CheckedContinuation<Decision, Never>] = [:]
    private let budget: Duration?

    init(budget: Duration?) {
        self.budget = budget
    }

    func pendingSnapshot() -> [UUID] {
        Array(pending.keys)
    }

    func deferPermission(id: UUID) async -> Decision {
        await withCheckedContinuation { continuation in
            pending[id] = continuation
            guard let budget else { return }
            // The only auto-reject resume path: a timer Task on the cooperative pool.
            Task {
                try? await Task.sleep(for: budget)
                self.resolve(id: id, with: .autoRejected)
            }
        }
    }

    func resolve(id: UUID, with decision: Decision) {
        pending.removeValue(forKey: id)?.resume(returning: decision)
    }
}
