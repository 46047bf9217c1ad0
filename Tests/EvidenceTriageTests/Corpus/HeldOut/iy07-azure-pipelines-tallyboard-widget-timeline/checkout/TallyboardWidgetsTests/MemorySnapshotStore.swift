@testable import TallyboardWidgetsExtension

final class MemorySnapshotStore: WidgetSnapshotStoring {
    var snapshot: WidgetSnapshot?
    var readError: Error?
    func read() throws -> WidgetSnapshot? {
        if let readError { throw readError }
        return snapshot
    }
    func write(_ snapshot: WidgetSnapshot) { self.snapshot = snapshot }
}
