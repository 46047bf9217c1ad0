import Foundation

struct TransitionEventPayload: Encodable {
    let name: String
    let properties: [String: String]

    init(transition: GeofenceTransition, geofenceName: String?, userId: String?) {
        switch transition {
        case .enter: name = "geofence_enter"
        case .exit: name = "geofence_exit"
        }
        var p = ["geofence_id": transition.identifier]
        p["geofence_name"] = geofenceName
        p["user_id"] = userId
        properties = p
    }
}
