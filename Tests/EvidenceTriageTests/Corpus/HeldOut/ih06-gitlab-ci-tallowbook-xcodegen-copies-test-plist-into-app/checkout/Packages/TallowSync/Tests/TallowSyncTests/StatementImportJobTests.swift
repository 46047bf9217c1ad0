import XCTest
@testable import TallowSync

final class StatementImportJobTests: XCTestCase {
    private var bank: FakeBankLink!
    private var ledger: LedgerStore!

    override func setUp() {
        bank = FakeBankLink(statement: .fixture(month: "2021-04", booked: 23, pending: 2))
        ledger = LedgerStore.inMemory()
    }

    func testImportsTransactionsFromStatement() throws {
        try StatementImportJob(bank: bank, ledger: ledger).run()
        XCTAssertEqual(ledger.transactions.count, 23)
    }

    func testSkipsPendingTransactions() throws {
        try StatementImportJob(bank: bank, ledger: ledger).run()
        XCTAssertFalse(ledger.transactions.contains(where: \.isPending))
    }

    func testStoresStatementCursor() throws {
        try StatementImportJob(bank: bank, ledger: ledger).run()
        XCTAssertEqual(ledger.statementCursor, "stmt-2021-04")
    }

    /// iOS can launch the refresh task again before a new statement exists (the
    /// previous run was expired, or the user opened the app and a foreground
    /// refresh ran first). The job must be safe to run twice.
    func testImportIsIdempotentAcrossRelaunch() throws {
        let job = StatementImportJob(bank: bank, ledger: ledger)
        try job.run()

        // Simulate a relaunch: new job instance, same persistent ledger.
        let relaunched = StatementImportJob(bank: bank, ledger: ledger)
        try relaunched.run()

        XCTAssertEqual(ledger.statementCursor, "stmt-2021-04")
        XCTAssertEqual(ledger.transactions.count, 23,
                       "importing the same April statement twice must not duplicate transactions")
    }
}
