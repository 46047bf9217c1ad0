import Foundation

struct GlucoseReading: Equatable {
    let mgdl: Int
    let isCalibrated: Bool
    let trend: Int8
}

enum GlucoseReadingParser {
    /// Layout: [opcode, status, mg/dL lo, mg/dL hi (bit 15 = calibrated flag), trend]
    static func parse(_ data: [UInt8]) -> GlucoseReading? {
        guard data.count >= 5, data[0] == 0x31 else { return nil }
        let raw = UInt16(data[2]) | UInt16(data[3]) << 8
        let calibrated = raw & 0x8000 != 0
        let value = Int(raw)
        return GlucoseReading(mgdl: value, isCalibrated: calibrated, trend: Int8(bitPattern: data[4]))
    }
}
