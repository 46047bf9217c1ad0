import Foundation

enum ReceiptURL {
    /// Receipt links come from QR codes printed by shop tills. Malformed links
    /// (unescaped spaces, stray quotes) must be rejected before we fetch them.
    static func validated(_ string: String) -> URL? {
        guard let url = URL(string: string),
              url.scheme == "https",
              url.host == "receipts.pennywort.app" else { return nil }
        return url
    }
}
