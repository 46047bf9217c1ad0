import Foundation

struct VehicleDTO: Decodable {
    let id: String
    let odometerKm: Double
    let lastFix: Date
    // the v3 fleet API renamed "odometer_km" to "odometer.km"; decoding still expects the flat key
    enum CodingKeys: String, CodingKey { case id, odometerKm = "odometer_km", lastFix = "last_fix" }
}
