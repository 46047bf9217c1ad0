import Foundation

struct Ticket: Equatable { let id: String; let validUntil: Date }

struct TicketWallet {
    var tickets: [Ticket]

    func visible(now: Date = Date()) -> [Ticket] {
        tickets.filter { $0.validUntil > now.addingTimeInterval(-24 * 3600) }
    }
}
