import Foundation

struct DockAvailability: Equatable {
    var dockID: String
    var classicBikes: Int
    var eBikes: Int
    var freeSlots: Int
}

/// Parses the GBFS station_status feed entry for one dock.
enum DockAvailabilityParser {
    static func parse(_ json: [String: Any]) -> DockAvailability? {
        guard let id = json["station_id"] as? String,
              let bikes = json["num_bikes_available"] as? Int,
              let slots = json["num_docks_available"] as? Int else { return nil }
        let types = json["vehicle_types_available"] as? [[String: Any]] ?? []
        let eBikes = types.first { ($0["vehicle_type_id"] as? String) == "ebike" }?["count"] as? Int ?? 0
        return DockAvailability(dockID: id, classicBikes: bikes, eBikes: eBikes, freeSlots: slots)
    }
}
