//
//  StartRequestEncoder.swift
//  Kestrel
//
//  Builds the body the app posts to /v2/live-activities/start when a traveller
//  shares a flight with a companion. The backend forwards "aps" verbatim to APNs
//  as a push-to-start (apns-push-type: liveactivity), so the dictionary must
//  decode on the device into FlightActivityAttributes / ContentState.
//

import ActivityKit
import Foundation

struct FlightActivityAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var status: String
        var gate: String?
        var scheduledDeparture: Date
        var estimatedDeparture: Date
    }

    var flightNumber: String
    var origin: String
    var destination: String
}

enum StartRequestEncoder {
    static func body(attributes: FlightActivityAttributes,
                     state: FlightActivityAttributes.ContentState,
                     now: Date = .now) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // KST-2290: switched to ISO-8601 so the payload is readable in the backend
        // dashboard. ActivityKit decodes content-state dates with the default
        // strategy, not ISO strings.
        encoder.dateEncodingStrategy = .iso8601

        let aps: [String: Any] = [
            "timestamp": Int(now.timeIntervalSince1970),
            "event": "start",
            "attributes-type": "FlightActivityAttributes",
            "attributes": try jsonObject(attributes, encoder),
            "content-state": try jsonObject(state, encoder),
            "alert": ["title": "\(attributes.flightNumber) is being tracked",
                      "body": "\(attributes.origin) → \(attributes.destination)"]
        ]
        return try JSONSerialization.data(withJSONObject: ["aps": aps], options: [.sortedKeys])
    }

    private static func jsonObject<T: Encodable>(_ value: T, _ encoder: JSONEncoder) throws -> Any {
        try JSONSerialization.jsonObject(with: encoder.encode(value))
    }
}
