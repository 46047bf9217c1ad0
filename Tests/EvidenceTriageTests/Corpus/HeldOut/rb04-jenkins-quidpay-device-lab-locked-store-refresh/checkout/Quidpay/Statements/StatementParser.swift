import Foundation

struct Statement { let bookedTotalMinor: Int }

struct StatementParser {
    private struct Payload: Decodable {
        struct Tx: Decodable { let amount: Int; let status: String }
        let transactions: [Tx]
    }

    func parse(_ data: Data) throws -> Statement {
        let payload = try JSONDecoder().decode(Payload.self, from: data)
        return Statement(bookedTotalMinor: payload.transactions.reduce(0) { $0 + $1.amount })
    }
}
