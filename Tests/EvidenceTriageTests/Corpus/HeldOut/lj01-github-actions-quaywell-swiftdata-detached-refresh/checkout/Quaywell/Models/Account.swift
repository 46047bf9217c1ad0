import Foundation
import SwiftData

@Model
final class Account {
    var remoteID: String
    var name: String
    var balance: Decimal
    var updatedAt: Date

    init(remoteID: String, name: String, balance: Decimal, updatedAt: Date) {
        self.remoteID = remoteID
        self.name = name
        self.balance = balance
        self.updatedAt = updatedAt
    }
}
