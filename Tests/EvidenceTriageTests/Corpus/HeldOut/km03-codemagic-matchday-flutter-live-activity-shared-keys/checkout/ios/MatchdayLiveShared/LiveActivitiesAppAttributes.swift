import ActivityKit
import Foundation

/// Must match the struct the live_activities plugin uses: the plugin writes
/// every dynamic value to the App Group defaults under "\(id)_\(key)".
public struct LiveActivitiesAppAttributes: ActivityAttributes, Identifiable {
    public typealias LiveDeliveryData = ContentState

    public struct ContentState: Codable, Hashable {
        public var appGroupId: String
    }

    public var id = UUID()

    public init() {}
}

public extension LiveActivitiesAppAttributes {
    func prefixedKey(_ key: String) -> String {
        "\(id)_\(key)"
    }
}
