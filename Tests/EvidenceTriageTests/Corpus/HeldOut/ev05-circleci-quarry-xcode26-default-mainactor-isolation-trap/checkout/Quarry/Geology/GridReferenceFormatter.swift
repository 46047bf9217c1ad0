import Foundation

/// Formats a British National Grid reference, e.g. "SK 06521 77389".
struct GridReferenceFormatter {
    func format(square: String, easting: Int, northing: Int) -> String {
        "\(square) \(easting) \(String(format: "%05d", northing))"
    }
}
