import XCTest
@testable import Tallowmere

final class InspectionExportJobTests: XCTestCase {
    func testExportWhileLockedWritesArchive() throws {
        let device = SimulatedDataProtection(state: .lockedAfterFirstUnlock)
        let storeURL = try TemporaryDirectory().url.appendingPathComponent("Tallowmere.sqlite")
        let container = InspectionExportJob.makeContainer(storeURL: storeURL)
        try container.loadAndSeed(inspections: 3, protection: device)
        let job = InspectionExportJob(container: container, staging: try TemporaryDirectory().url,
                                      fileManager: device.fileManager)
        let archive = try job.run(isCancelled: { false })
        XCTAssertTrue(FileManager.default.fileExists(atPath: archive.path))
    }

    func testCleanupRemovesStagingDirAfterCancel() throws {
        let staging = try TemporaryDirectory().url.appendingPathComponent("export-staging")
        let container = try NSPersistentContainer.inMemorySeeded(inspections: 5)
        let job = InspectionExportJob(container: container, staging: staging)
        var calls = 0
        XCTAssertThrowsError(try job.run(isCancelled: { calls += 1; return calls > 2 }))
        XCTAssertFalse(FileManager.default.fileExists(atPath: staging.path))
    }
}
