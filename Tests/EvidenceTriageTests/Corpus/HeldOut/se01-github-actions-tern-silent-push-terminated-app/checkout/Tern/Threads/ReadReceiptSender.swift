import Foundation

struct Message { let id: String; let author: String }
struct ReadReceipt { let messageID: String }

struct ReadReceiptSender {
    let currentUser: String
    func receipts(for messages: [Message]) -> [ReadReceipt] {
        messages.map { ReadReceipt(messageID: $0.id) }
    }
}
