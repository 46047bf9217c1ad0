import Foundation
import Combine

/// Drives the spinner on the usage screen while UsageSyncService talks to the meter gateway.
@MainActor
final class UsageSyncIndicatorViewModel: NSObject {
    @objc dynamic private(set) var isSyncing = false
    private let grace = SyncGraceWindow(grace: 0.2)
    private var bag = Set<AnyCancellable>()

    init(service: UsageSyncServicing) {
        super.init()
        // Every event from the gateway socket counts as activity - including the
        // keep-alive heartbeat the gateway sends every 150 ms while the socket is open.
        service.events
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.noteActivity() }
            .store(in: &bag)
    }

    private func noteActivity() {
        grace.noteActivity()
        isSyncing = true
        DispatchQueue.main.asyncAfter(deadline: .now() + grace.grace + 0.01) { [weak self] in
            guard let self else { return }
            self.isSyncing = self.grace.isActive
        }
    }
}
