import CoreData
import XCTest
@testable import PrintDock

final class PrinterStoreSyncTests: XCTestCase {
    private var stack: PersistenceStack!
    private var store: PrinterStore!

    override func setUpWithError() throws {
        stack = try PersistenceStack.makeForTesting(storeType: .sqlite(inTemporaryDirectory: true))
        store = PrinterStore(stack: stack)
        try store.seed(PrinterFixture.prusaMK4(id: "p1"))
    }

    override func tearDownWithError() throws {
        try stack.destroy()
    }

    func testSettingsRefreshUpdatesNozzleSize() async throws {
        try await store.applySettingsRefresh(.init(printerID: "p1", nozzleSize: "0.6 mm"))
        XCTAssertEqual(try store.printer(id: "p1")?.nozzleSize, "0.6 mm")
    }

    /// The CloudKit import and the OctoPrint settings refresh both write the same Printer
    /// row from their own background contexts. Both edits must survive.
    func testCloudSyncAndSettingsRefreshBothPersist() async throws {
        let cloudContext = stack.newBackgroundContext(name: "cloudSync")
        let settingsContext = stack.newBackgroundContext(name: "settingsRefresh")

        async let cloud: Void = store.applyCloudRecord(
            .init(printerID: "p1", displayName: "Bench MK4"), in: cloudContext)
        async let settings: Void = store.applySettingsRefresh(
            .init(printerID: "p1", nozzleSize: "0.4 mm"), in: settingsContext)
        _ = try await (cloud, settings)

        let printer = try XCTUnwrap(store.printer(id: "p1"))
        XCTAssertEqual(printer.displayName, "Bench MK4")
        XCTAssertEqual(printer.nozzleSize, "0.4 mm", "settings refresh write was lost")
    }
}
