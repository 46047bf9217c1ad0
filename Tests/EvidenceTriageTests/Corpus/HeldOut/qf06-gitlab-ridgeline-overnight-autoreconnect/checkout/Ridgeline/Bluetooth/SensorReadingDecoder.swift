import Foundation

enum SensorReadingDecoder {
    /// Temperature characteristic: little-endian int16, 0.1 degC per unit.
    static func temperature(from data: Data) -> Double {
        let raw = UInt16(data[0]) | UInt16(data[1]) << 8
        return Double(raw) / 10
    }
}
