import Foundation

/// Turns remote team changes delivered by the transport into push events, on the sync context.
public final class TeamEventProcessor {
    private let syncContext: SyncContext
    public private(set) var processedEventTypes: [String] = []

    public init(syncContext: SyncContext) {
        self.syncContext = syncContext
        syncContext.addObserver(self)
    }

    func process(_ change: RemoteTeamChange) {
        syncContext.performGroupedBlock { [weak self] in
            guard let self else { return }
            let event = change.pushEvent()
            self.processedEventTypes.append(event.type)
            self.syncContext.deliver(event)
        }
    }
}
