import Foundation

enum Astronomical {
    static func solarDeclination(julianCentury T: Double) -> Double {
        let epsilon = meanObliquity(julianCentury: T)
        let lambda = apparentSolarLongitude(julianCentury: T)
        return asin(sin(epsilon.radians) * sin(lambda.radians)).degrees
    }
}
