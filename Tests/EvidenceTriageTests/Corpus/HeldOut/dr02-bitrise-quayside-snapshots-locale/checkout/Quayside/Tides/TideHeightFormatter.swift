//
//  TideHeightFormatter.swift
//  Quayside
//

import Foundation

struct TideHeightFormatter {
    private let formatter: MeasurementFormatter

    init(locale: Locale = .autoupdatingCurrent) {
        let formatter = MeasurementFormatter()
        formatter.locale = locale
        formatter.unitOptions = .providedUnit
        formatter.unitStyle = .short
        formatter.numberFormatter.minimumFractionDigits = 1
        formatter.numberFormatter.maximumFractionDigits = 1
        self.formatter = formatter
    }

    func string(metres: Double) -> String {
        formatter.string(from: Measurement(value: metres, unit: UnitLength.meters))
    }
}
