import Foundation

/// Heart Rate Measurement characteristic (0x2A37).
struct HeartRateMeasurement: Equatable {
    let bpm: Int
    let energyExpended: UInt16?
    /// R-R intervals in 1/1024 s, oldest first.
    let rrIntervals: [UInt16]
}

enum HeartRateMeasurementParser {
    private static let uint16Format: UInt8 = 0x01
    private static let energyPresent: UInt8 = 0x08
    private static let rrPresent: UInt8 = 0x10

    static func parse(_ data: Data) -> HeartRateMeasurement? {
        let bytes = [UInt8](data)
        guard let flags = bytes.first else { return nil }

        var index = 1
        let bpm: Int
        if flags & uint16Format == uint16Format {
            guard bytes.count >= 3 else { return nil }
            bpm = Int(UInt16(bytes[1]) | UInt16(bytes[2]) << 8)
            index = 3
        } else {
            guard bytes.count >= 2 else { return nil }
            bpm = Int(bytes[1])
            index = 2
        }

        var energy: UInt16?
        if flags & energyPresent == energyPresent, index + 1 < bytes.count {
            energy = UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
            index += 2
        }

        var rr: [UInt16] = []
        if flags & rrPresent == rrPresent && bytes.count > 6 {
            while index + 1 < bytes.count {
                rr.append(UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8)
                index += 2
            }
        }
        return HeartRateMeasurement(bpm: bpm, energyExpended: energy, rrIntervals: rr)
    }
}
