import RealmSwift
import XCTest
@testable import Cairnline

final class RealmCompactionJobTests: XCTestCase {
    private var storeURL: URL!

    override func setUpWithError() throws {
        storeURL = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".realm")
        let fixture = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "trips-v7-bloated", withExtension: "realm"))
        try FileManager.default.copyItem(at: fixture, to: storeURL)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: storeURL)
    }

    func testCompactionShrinksFixtureStore() async throws {
        let before = try FileManager.default.attributesOfItem(atPath: storeURL.path)[.size] as! Int
        let job = RealmCompactionJob(configuration: RealmConfigurator.makeConfiguration(fileURL: storeURL))

        do {
            try await job.run()
        } catch {
            XCTFail("compaction threw: \(error)")
            return
        }

        let after = try FileManager.default.attributesOfItem(atPath: storeURL.path)[.size] as! Int
        XCTAssertLessThan(after, before / 2)
    }

    func testCancelledBeforeOpenLeavesStoreUntouched() async throws {
        let job = RealmCompactionJob(configuration: RealmConfigurator.makeConfiguration(fileURL: storeURL))
        let task = Task { try await job.run() }
        task.cancel()
        _ = await task.result
        XCTAssertTrue(FileManager.default.fileExists(atPath: storeURL.path))
    }
}
