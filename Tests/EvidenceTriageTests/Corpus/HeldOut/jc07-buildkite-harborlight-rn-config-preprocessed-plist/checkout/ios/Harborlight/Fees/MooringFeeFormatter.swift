import Foundation

enum MooringFeeFormatter {
    static func format(pence: Double) -> String {
        let pounds = floor(pence) / 100
        return String(format: "£%.2f", pounds)
    }
}
