import XCTest
import CoreData
import CloudKit
@testable import Ledgerly

final class SyncMonitorTests: XCTestCase {

    /// Writes a record straight into CloudKit (as another device would) and
    /// expects it in the local store as soon as our own export finishes.
    func testRemoteChangesImportedWhenExportEventEnds() async throws {
        let stack = try await PersistenceStack.cloudBacked(storeName: "Monitor-\(UUID().uuidString)")
        let remoteTitle = "Remote \(UUID().uuidString.prefix(8))"
        try await RemoteDeviceSimulator(container: CloudConfig.containerIdentifier).insertLedger(title: remoteTitle)

        let local = Ledger(context: stack.viewContext)
        local.title = "Local trigger"
        try stack.viewContext.save()
        _ = try await stack.monitor.nextFinishedEvent(of: .export, timeout: 60)

        let imported = expectation(description: "remote ledger '\(remoteTitle)' present locally after export event ended")
        let observer = stack.observeLedgers { titles in if titles.contains(remoteTitle) { imported.fulfill() } }
        await fulfillment(of: [imported], timeout: 10)
        observer.cancel()
    }
}
