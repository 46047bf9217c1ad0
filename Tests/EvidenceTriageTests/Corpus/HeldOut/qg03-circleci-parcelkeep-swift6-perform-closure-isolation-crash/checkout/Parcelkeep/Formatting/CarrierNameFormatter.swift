import Foundation

enum CarrierNameFormatter {
    static func displayName(for code: String) -> String {
        switch code.lowercased() {
        case "ups": return "UPS"
        case "fedex": return "FedEx"
        case "usps": return "Usps"
        case "dhl": return "DHL Express"
        default: return code.capitalized
        }
    }
}
