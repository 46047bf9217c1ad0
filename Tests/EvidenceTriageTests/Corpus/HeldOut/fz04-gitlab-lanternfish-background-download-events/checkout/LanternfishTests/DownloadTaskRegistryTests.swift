//
//  DownloadTaskRegistryTests.swift
//  LanternfishTests
//

import XCTest
@testable import Lanternfish

final class DownloadTaskRegistryTests: XCTestCase {

    private let store = OfflineStore(inMemory: true)

    func testLooksUpRegisteredTask() throws {
        let registry = DownloadTaskRegistry(store: store)
        let task = URLSession.shared.downloadTask(with: URL(string: "http://127.0.0.1/p1")!)
        registry.register(task, for: .fixture("harbour-north", packs: 3), pack: 1)
        XCTAssertEqual(registry.region(for: task), RegionPack(regionID: "harbour-north", index: 1))
    }

    /// After a relaunch nsurlsessiond hands back the same task objects (identifier and
    /// taskDescription are persisted by the daemon) but our in-memory map is gone.
    func testRestoresRegionFromTaskDescriptionAfterRelaunch() throws {
        let task = URLSession.shared.downloadTask(with: URL(string: "http://127.0.0.1/p2")!)
        DownloadTaskRegistry(store: store).register(task, for: .fixture("harbour-north", packs: 3), pack: 2)

        let afterRelaunch = DownloadTaskRegistry(store: store)
        let pack = try XCTUnwrap(afterRelaunch.region(for: task),
                                 "no region for task \(task.taskIdentifier) (taskDescription: \(task.taskDescription ?? "nil"))")
        XCTAssertEqual(pack, RegionPack(regionID: "harbour-north", index: 2))
    }
}
