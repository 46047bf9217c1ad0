import Foundation

struct Receipt { let readerID: String; let upTo: Int }

enum ReadReceipts {
    /// Message sequences covered by a receipt.
    static func covered(by receipt: Receipt, in sequences: [Int]) -> [Int] {
        sequences.filter { $0 < receipt.upTo }
    }
}
