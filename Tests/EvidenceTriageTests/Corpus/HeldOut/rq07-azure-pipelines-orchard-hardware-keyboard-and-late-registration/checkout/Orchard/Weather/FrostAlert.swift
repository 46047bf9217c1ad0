import Foundation

struct FrostAlert {
    let thresholdCelsius: Double

    func shouldWarn(forecastLowCelsius low: Double) -> Bool {
        low < thresholdCelsius
    }
}
