import Foundation

public struct TideStationChange: Equatable {
    public let stationID: String
    public let payload: Data
    public init(stationID: String, payload: Data) {
        self.stationID = stationID
        self.payload = payload
    }
}

public struct ChangeFeedPage {
    public let changes: [TideStationChange]
    public let nextToken: String
    public init(changes: [TideStationChange], nextToken: String) {
        self.changes = changes
        self.nextToken = nextToken
    }
}

public protocol StationStore: AnyObject {
    func upsert(_ change: TideStationChange) throws
    var syncToken: String? { get set }
}

/// Applies one page of the station change feed. Used by the app's
/// BGAppRefreshTask job and by the watch extension's refresh.
public final class ChangeFeedApplier {
    private let store: StationStore
    public private(set) var failedStationIDs: [String] = []

    public init(store: StationStore) {
        self.store = store
    }

    public func apply(_ page: ChangeFeedPage) {
        failedStationIDs = []
        for change in page.changes {
            do {
                try store.upsert(change)
            } catch {
                // Log and carry on: one bad station must not block the others.
                failedStationIDs.append(change.stationID)
                continue
            }
        }
        store.syncToken = page.nextToken
    }
}
