import Foundation

struct ConnectionInfo: Codable {
    var internalURL: URL?
    var internalSSIDs: [String]
    /// Opt-in since 2025.7: keeping the local push connection open keeps the app alive in the background.
    var isLocalPushEnabled: Bool = false

    var isLocalPushAvailable: Bool { internalURL != nil && !internalSSIDs.isEmpty && isLocalPushEnabled }

    init(internalURL: URL?, internalSSIDs: [String]) {
        self.internalURL = internalURL
        self.internalSSIDs = internalSSIDs
    }
}
