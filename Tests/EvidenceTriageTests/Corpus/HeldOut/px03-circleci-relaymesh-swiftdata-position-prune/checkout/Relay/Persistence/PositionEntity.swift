import Foundation
import SwiftData

@Model
final class PositionEntity {
    var latitudeI: Int32
    var longitudeI: Int32
    var altitude: Int32
    var satsInView: Int32
    var time: Date
    var latest: Bool
    var nodePosition: NodeEntity?

    init(fix: PositionFix) {
        latitudeI = fix.latitudeI
        longitudeI = fix.longitudeI
        altitude = fix.altitude
        satsInView = fix.satsInView
        time = fix.time
        latest = false
    }

    var coordinate: Coordinate { Coordinate(latitude: Double(latitudeI) / 1e7, longitude: Double(longitudeI) / 1e7) }
}
