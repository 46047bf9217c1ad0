import Foundation

final class CalibrationStore {
    private let defaults: UserDefaults
    init(defaults: UserDefaults) { self.defaults = defaults }

    func setOffset(_ value: Double, probeID: String) {
        defaults.set(value, forKey: "calibration.offset")
    }

    func offset(probeID: String) -> Double {
        defaults.double(forKey: "calibration.offset")
    }
}
