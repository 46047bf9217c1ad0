import Foundation

extension Notification.Name {
    static let receiptsDidChange = Notification.Name("ReceiptsDidChange")
}

struct Receipt: Equatable {
    var id: String
    var vendor: String
    var total: Decimal
    var vat: Decimal

    func jsonData() -> Data {
        Data(#"{"id":"\#(id)","vendor":"\#(vendor)","total":"\#(total)","vat":"\#(vat)"}"#.utf8)
    }
}

final class ReceiptStore {
    static let shared = ReceiptStore()
    private var receipts: [String: Receipt] = [:]

    func insert(_ receipt: Receipt) {
        receipts[receipt.id] = receipt
        NotificationCenter.default.post(name: .receiptsDidChange, object: self, userInfo: ["inserted": [receipt.id]])
    }

    func receipt(id: String) -> Receipt? { receipts[id] }
}
