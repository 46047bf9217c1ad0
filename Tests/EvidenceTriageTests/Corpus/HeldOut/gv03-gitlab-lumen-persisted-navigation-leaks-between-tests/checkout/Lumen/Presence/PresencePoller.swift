import Foundation

protocol PresenceProbe: Sendable {
    func ask() async -> Set<String>
}

/// Polls collaborators' presence and tells listeners only when the set changed.
actor PresencePoller {
    private let probe: PresenceProbe
    private var last: Set<String> = []
    private var listeners: [(Set<String>) -> Void] = []

    init(probe: PresenceProbe) { self.probe = probe }

    func onChange(_ listener: @escaping (Set<String>) -> Void) { listeners.append(listener) }

    /// Called by the timer. The probe is asked on a detached task so a slow probe never
    /// blocks the timer.
    nonisolated func tick() {
        Task { await self.poll() }
    }

    private func poll() async {
        let now = await probe.ask()
        guard now != last else { return }
        last = now
        listeners.forEach { $0(now) }
    }
}
