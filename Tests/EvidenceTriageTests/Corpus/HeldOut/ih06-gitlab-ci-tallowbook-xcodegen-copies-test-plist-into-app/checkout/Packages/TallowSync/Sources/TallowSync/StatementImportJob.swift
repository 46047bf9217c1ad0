import Foundation

/// Work done by the "app.tallowbook.statement-refresh" BGAppRefreshTask: pull the
/// latest statement from the bank link and append its transactions to the ledger.
public final class StatementImportJob {
    private let bank: BankLink
    private let ledger: LedgerStore

    public init(bank: BankLink, ledger: LedgerStore) {
        self.bank = bank
        self.ledger = ledger
    }

    public func run() throws {
        let statement = try bank.latestStatement()
        let booked = statement.transactions.filter { !$0.isPending }
        // Bug: appends every booked transaction; nothing checks the bank's
        // transaction id, so a second run for the same statement duplicates rows.
        ledger.append(booked)
        ledger.statementCursor = statement.id
    }
}
