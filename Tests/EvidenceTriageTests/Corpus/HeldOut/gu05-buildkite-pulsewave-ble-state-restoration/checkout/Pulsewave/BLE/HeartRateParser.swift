import Foundation

enum HeartRateParser {
    struct Reading { let bpm: Int; let rrIntervals: [Double] }
    enum ParseError: Error { case tooShort }

    static func parse(_ data: Data) throws -> Reading {
        let bytes = [UInt8](data)
        guard bytes.count >= 2 else { throw ParseError.tooShort }
        let sixteenBit = bytes[0] & 0x01 != 0
        let bpm: Int
        if sixteenBit {
            guard bytes.count >= 3 else { throw ParseError.tooShort }
            bpm = Int(bytes[1]) << 8 | Int(bytes[2])
        } else {
            bpm = Int(bytes[1])
        }
        return Reading(bpm: bpm, rrIntervals: [])
    }
}
