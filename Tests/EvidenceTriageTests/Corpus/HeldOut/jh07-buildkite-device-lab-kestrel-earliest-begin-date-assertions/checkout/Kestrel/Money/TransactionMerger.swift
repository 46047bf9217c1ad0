import Foundation

/// Merges a bank page into the local ledger.
struct TransactionMerger {
  func merge(_ incoming: [BankTransaction], into ledger: inout [BankTransaction]) {
    for txn in incoming {
      // A pending card transaction comes back later as posted with a new id
      // but the same authorization code.
      if ledger.contains(where: { $0.id == txn.id }) { continue }
      ledger.append(txn)
    }
  }
}
