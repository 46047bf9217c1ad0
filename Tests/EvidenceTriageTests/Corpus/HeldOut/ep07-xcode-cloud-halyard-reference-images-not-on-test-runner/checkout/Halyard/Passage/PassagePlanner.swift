//
//  PassagePlanner.swift
//  Halyard
//

import Foundation

struct TidalStream {
    /// Set (direction the stream flows towards), degrees true.
    let setDegrees: Double
    /// Drift in knots.
    let driftKnots: Double
}

struct PassagePlanner {
    func estimatedHours(distanceNM: Double, boatSpeedKnots: Double, course: Double, stream: TidalStream) -> Double {
        let relative = (stream.setDegrees - course) * .pi / 180
        let alongTrack = stream.driftKnots * cos(relative)
        let speedOverGround = boatSpeedKnots - alongTrack
        return distanceNM / speedOverGround
    }
}
