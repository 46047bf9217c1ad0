import Foundation
@testable import Filamently

/// Device-lab fixtures: stub printers served by the lab's mock OctoPrint server, and read-back of TaskDiagnostics.
enum LabPrinters {
    static var store: PrinterStatusStore { (UIApplication.shared.delegate as! AppDelegate).printerRefresher.storeForTesting }

    static func install(count: Int) { MockOctoPrintServer.shared.configure(printerCount: count) }
    static func delayResponses(by seconds: TimeInterval) { MockOctoPrintServer.shared.responseDelay = seconds }

    static func lastSubmission(for identifier: String) -> TaskDiagnostics.Record? {
        TaskDiagnostics.shared.records.last { $0.identifier == identifier && $0.phase == .submission }
    }

    static func lastCompletion(for identifier: String) -> Bool? {
        guard let record = TaskDiagnostics.shared.records.last(where: { $0.identifier == identifier && $0.phase == .completion }) else { return nil }
        return record.outcome == .succeeded
    }
}
