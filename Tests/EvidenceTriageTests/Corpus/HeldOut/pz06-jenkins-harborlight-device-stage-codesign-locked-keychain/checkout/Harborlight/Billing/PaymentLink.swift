import Foundation

struct PaymentLink {
    let invoiceID: String
    let amount: Decimal

    var url: URL {
        var c = URLComponents(string: "https://pay.harborlight.app")!
        c.path = "/i/" + invoiceID
        c.queryItems = [URLQueryItem(name: "amount", value: "\(amount)")]
        return c.url!
    }
}
