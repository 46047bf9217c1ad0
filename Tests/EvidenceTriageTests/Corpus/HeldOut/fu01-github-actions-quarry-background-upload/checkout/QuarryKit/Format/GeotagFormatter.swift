//
//  GeotagFormatter.swift
//  QuarryKit
//

import Foundation

public struct GeotagFormatter {
    public init() {}

    public func latitude(_ value: Double) -> String {
        let hemisphere = value >= 0 ? "N" : "S"
        return String(format: "%.4f° %@", value, hemisphere)
    }

    public func longitude(_ value: Double) -> String {
        let hemisphere = value >= 0 ? "E" : "W"
        return String(format: "%.4f° %@", abs(value), hemisphere)
    }
}
