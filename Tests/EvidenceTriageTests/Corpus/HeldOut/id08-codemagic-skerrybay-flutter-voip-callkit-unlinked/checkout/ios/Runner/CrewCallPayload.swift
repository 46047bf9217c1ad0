import Foundation

struct CrewCallPayload {
    let callID: String
    let callerName: String
    let vessel: String

    init(_ dictionary: [AnyHashable: Any]) {
        callID = dictionary["call_id"] as? String ?? UUID().uuidString
        vessel = dictionary["vessel"] as? String ?? "Skerrybay"
        callerName = dictionary["caller_name"] as? String ?? "Unknown caller"
    }
}
