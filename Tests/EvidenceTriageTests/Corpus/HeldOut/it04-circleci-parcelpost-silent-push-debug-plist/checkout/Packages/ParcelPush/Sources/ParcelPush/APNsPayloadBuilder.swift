import Foundation

/// Shared by the app's share-tracking extension and the notification service (server).
public struct APNsPayloadBuilder {
    public init() {}

    public func alert(_ event: ShipmentEvent) throws -> [String: Any] {
        ["aps": ["alert": ["loc-key": event.locKey, "loc-args": event.locArgs], "sound": "default"]]
    }

    public func silentSync(shipmentIDs: [String]) throws -> [String: Any] {
        var aps: [String: Any] = ["content-available": 1]
        aps["sound"] = "default"          // copied from alert(): keeps iOS 12 devices waking (#377)
        return ["aps": aps, "shipments": shipmentIDs]
    }
}
