//
//  PolygonArea.swift
//  Quarry
//
//  Planar area of a surveyed boundary, in square metres, after projecting the
//  ring to the local UTM zone.
//

import Foundation

struct PolygonArea {
    /// Shoelace formula. Rings come from the GPS walker in either winding order.
    static func squareMetres(of ring: [ProjectedPoint]) -> Double {
        guard ring.count >= 3 else { return 0 }
        var sum = 0.0
        for i in 0..<ring.count {
            let a = ring[i]
            let b = ring[(i + 1) % ring.count]
            sum += a.easting * b.northing - b.easting * a.northing
        }
        return sum / 2
    }
}
