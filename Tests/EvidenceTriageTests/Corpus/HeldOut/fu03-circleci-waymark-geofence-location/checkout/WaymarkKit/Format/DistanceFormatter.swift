//
//  DistanceFormatter.swift
//  WaymarkKit
//

import Foundation

public struct RideDistanceFormatter {
    public var locale: Locale
    public init(locale: Locale = .current) { self.locale = locale }

    public func string(meters: Double) -> String {
        let measurement = Measurement(value: meters, unit: UnitLength.meters)
        let formatter = MeasurementFormatter()
        formatter.locale = locale
        formatter.unitOptions = .naturalScale
        formatter.numberFormatter.maximumFractionDigits = 1
        return formatter.string(from: measurement)
    }
}
