import Foundation

enum Carrier: Equatable { case usps, ups, fedex, dhl }

struct ParsedTrackingNumber: Equatable {
    let carrier: Carrier
    let number: String
}

/// Normalises what users paste or scan. USPS Intelligent Mail package barcodes (IMpb)
/// scanned from a label carry a "420" + destination ZIP routing prefix that is not part
/// of the tracking number.
enum TrackingNumberParser {
    static func parse(_ raw: String) -> ParsedTrackingNumber? {
        let digits = raw.filter { !$0.isWhitespace }.uppercased()

        if digits.hasPrefix("1Z"), digits.count == 18 {
            return ParsedTrackingNumber(carrier: .ups, number: digits)
        }

        if digits.hasPrefix("420"), digits.allSatisfy(\.isNumber) {
            // 420 + ZIP5 (8 chars) precedes the 22-digit IMpb.
            let stripped = String(digits.dropFirst(8))
            if stripped.count == 22 {
                return ParsedTrackingNumber(carrier: .usps, number: stripped)
            }
        }

        if digits.count == 22, digits.hasPrefix("9"), digits.allSatisfy(\.isNumber) {
            return ParsedTrackingNumber(carrier: .usps, number: digits)
        }

        if digits.count == 12 || digits.count == 15, digits.allSatisfy(\.isNumber) {
            return ParsedTrackingNumber(carrier: .fedex, number: digits)
        }

        if digits.count == 10, digits.allSatisfy(\.isNumber) {
            return ParsedTrackingNumber(carrier: .dhl, number: digits)
        }

        return nil
    }
}
