import Foundation
@testable import SorrelKit

final class RunLog: @unchecked Sendable {
    private(set) var ids: [String] = []
    func op(_ id: String, delay: Duration = .zero) -> SyncOperation {
        let op = SleepingOperation(id: id, delay: delay)
        op.onRun = { [weak self] in self?.ids.append($0) }   // runs even when cancelled mid-sleep
        return op
    }
}
