import Foundation

struct WindBarbViewModel {
    let speedKnots: Double

    /// Wind barbs are drawn in 5-knot steps, rounded to the nearest step.
    var barbKnots: Int {
        Int(speedKnots / 5) * 5
    }
}
