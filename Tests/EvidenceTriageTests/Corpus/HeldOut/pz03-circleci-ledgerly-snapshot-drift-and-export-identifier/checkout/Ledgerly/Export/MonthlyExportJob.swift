import Foundation

/// Runs from the `com.ledgerly.export` processing task and from the Export screen.
struct MonthlyExportJob {
    let database: LedgerDatabase
    let sink: CSVSink

    func run(month: String) throws {
        let rows = try database.transactions(inMonth: month).map(CSVRow.init)
        try sink.append(rows, file: "ledger-\(month).csv")
    }
}
