import Foundation

enum InvoiceQR {
    static func payload(for invoice: String) -> String {
        "lightning:" + invoice.uppercased()
    }
}
